import type { LinkPurchasesResponse } from '../../contracts/account';
import type { Caller } from '../shared/caller';
import { listOrdersByEmail, markOrderLinked } from '../../repositories/order-lookup-repository';
import { listPurchases, putPurchaseIfNew } from '../../repositories/user-repository';
import { directoryAttributes } from '../shared/directory-attributes';
import { ForbiddenError } from '../shared/errors';
import { ensureProfile } from '../shared/profile-service';
import { planOrderLinks } from './purchase-linking';

export const NOT_YOUR_EMAIL = 'You can only link purchases made with your own email';

/**
 * Links paid guest orders bought with the caller's e-mail to their account. Only the caller's
 * own address counts, and only while it is verified and still the one the account was made
 * with (the profile keeps the sign-up address): an address changed afterwards links nothing,
 * whatever the directory says about it. Safe to repeat: purchases are created only if absent
 * and each order is marked linked once, so a second call links 0.
 */
export async function linkGuestPurchases(
  caller: Pick<Caller, 'userId' | 'profile'>,
  accessToken: string,
  email: string,
): Promise<LinkPurchasesResponse> {
  const attributes = await directoryAttributes(accessToken);
  if (attributes.email !== email.trim().toLowerCase()) throw new ForbiddenError(NOT_YOUR_EMAIL);
  if (!attributes.emailVerified) return { linkedPurchases: 0 };
  const profile =
    caller.profile ??
    (await ensureProfile({
      userId: caller.userId,
      email: attributes.email,
      fullName: attributes.name,
    }));
  if (profile.email !== attributes.email) return { linkedPurchases: 0 };

  const [orders, purchases] = await Promise.all([
    listOrdersByEmail(attributes.email),
    listPurchases(caller.userId),
  ]);
  const owned = new Set(purchases.map((purchase) => purchase.product_id));
  let linkedPurchases = 0;
  for (const link of planOrderLinks(orders, owned, caller.userId)) {
    // Purchases first, then the order: if this stops half-way, the next call finishes the job.
    for (const purchase of link.purchases) {
      if (await putPurchaseIfNew(purchase)) linkedPurchases += 1;
    }
    await markOrderLinked(link.sessionId, caller.userId);
  }
  return { linkedPurchases };
}
