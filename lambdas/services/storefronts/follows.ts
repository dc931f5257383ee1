import { timingSafeEqual } from 'node:crypto';
import {
  STOREFRONT_MESSAGES,
  type FollowResponse,
  type MyFollowsResponse,
  type UnsubscribeResponse,
} from '../../contracts/storefronts';
import {
  addFollow,
  getFollower,
  listFollows,
  removeFollow,
} from '../../repositories/follow-repository';
import { getStorefront, type Storefront } from '../../repositories/storefront-repository';
import type { Caller } from '../shared/caller';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { storefrontOfHandle } from './storefront-page';
import { hasVisibleSellerProducts } from './storefront-views';

type FollowingCaller = Pick<Caller, 'userId' | 'role'>;

/** A storefront a shopper may follow: the one its public page shows (not hidden, something listed). */
async function followableStorefront(handle: string): Promise<Storefront> {
  const storefront = await storefrontOfHandle(handle);
  if (storefront.hidden || !(await hasVisibleSellerProducts(storefront.seller_id))) {
    throw new NotFoundError(STOREFRONT_MESSAGES.notFound);
  }
  return storefront;
}

async function countOf(sellerId: string): Promise<number> {
  return Math.max(0, (await getStorefront(sellerId))?.follower_count ?? 0);
}

/** PUT /api/sellers/{handle}/follow: follows the seller; following twice is still one follow. */
export async function followSeller(
  caller: FollowingCaller,
  handle: string,
): Promise<FollowResponse> {
  const storefront = await followableStorefront(handle);
  if (storefront.user_id === caller.userId) {
    throw new BadRequestError(STOREFRONT_MESSAGES.followYourself);
  }
  await addFollow(caller.userId, storefront.seller_id, new Date().toISOString());
  return { following: true, follower_count: await countOf(storefront.seller_id) };
}

/**
 * DELETE /api/sellers/{handle}/follow: stops following. Works on a hidden or emptied
 * storefront too, so nobody is held to a seller they cannot see any more.
 */
export async function unfollowSeller(
  caller: FollowingCaller,
  handle: string,
): Promise<FollowResponse> {
  const storefront = await storefrontOfHandle(handle);
  await removeFollow(caller.userId, storefront.seller_id, new Date().toISOString());
  return { following: false, follower_count: await countOf(storefront.seller_id) };
}

/** GET /api/my/follows: the sellers the caller follows, by display name. */
export async function listMyFollows(caller: FollowingCaller): Promise<MyFollowsResponse> {
  const follows = await listFollows(caller.userId);
  const rows = await Promise.all(
    follows.map(async (follow) => {
      const storefront = await getStorefront(follow.seller_id);
      return storefront
        ? [
            {
              seller_id: storefront.seller_id,
              handle: storefront.handle,
              display_name: storefront.display_name,
              avatar_url: storefront.avatar_url,
              followed_at: follow.followed_at,
            },
          ]
        : [];
    }),
  );
  const list = rows.flat();
  list.sort((a, b) => a.display_name.localeCompare(b.display_name));
  return { follows: list };
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/follows/unsubscribe: the link of a new-listing e-mail. It names the seller, the
 * follower and the follow's own random secret, so it works without signing in and only for
 * that one follow. Anything else (an unknown seller or follower, a wrong secret, a follow that
 * has ended, the link used again) is the same 400, so the route cannot tell anyone whether
 * someone follows a seller.
 */
export async function unsubscribeFollower(body: {
  seller: string;
  user: string;
  token: string;
}): Promise<UnsubscribeResponse> {
  const [storefront, follower] = await Promise.all([
    getStorefront(body.seller),
    getFollower(body.seller, body.user),
  ]);
  if (!storefront || !follower || !sameSecret(body.token, follower.unsubscribe_token)) {
    throw new BadRequestError(STOREFRONT_MESSAGES.unsubscribeInvalid);
  }
  await removeFollow(body.user, body.seller, new Date().toISOString());
  return { message: STOREFRONT_MESSAGES.unsubscribed, display_name: storefront.display_name };
}
