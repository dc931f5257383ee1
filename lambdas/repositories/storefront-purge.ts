import type { AccountPurgeStep } from './account-purge-step';
import {
  deleteFollowItems,
  listAllFollowers,
  listFollows,
  removeFollow,
} from './follow-repository';
import { storefrontKeys } from './keys';
import { deleteStorefront, getStorefront } from './storefront-repository';
import { getSellerRecord } from './user-repository';

/**
 * An account's follows go (each storefront's count with it), and a seller's storefront goes
 * with its followers' entries and every handle claim that points at it, so the address can be
 * taken again. Runs before the personal items' step, which deletes the seller record it reads.
 */
export const storefrontPurge: AccountPurgeStep = {
  name: 'follows; a seller storefront, its followers and its handle claims',
  covers: [
    storefrontKeys.follow,
    storefrontKeys.profile,
    storefrontKeys.follower,
    storefrontKeys.handle,
  ],
  run: async (account, now) => {
    for (const follow of await listFollows(account.user_id)) {
      // A storefront already gone has no count to move: only the two entries are left.
      if (!(await removeFollow(account.user_id, follow.seller_id, now))) {
        await deleteFollowItems(account.user_id, follow.seller_id);
      }
    }
    const seller = await getSellerRecord(account.user_id);
    const storefront = seller && (await getStorefront(seller.id));
    if (!seller || !storefront) return;
    for (const follower of await listAllFollowers(seller.id)) {
      await deleteFollowItems(follower.user_id, seller.id);
    }
    await deleteStorefront(storefront);
  },
};
