import type { Product } from '../../rules/product';
import { isVisibleInCatalogue } from '../../rules/visibility';
import { startListingNotifications } from './notification-fanout-service';

/**
 * After a seller's product changed (saved, flags, a version published): when it has just
 * become visible to shoppers, its seller's followers hear of it, once per product ever.
 * Products that were visible already before are not news, whatever else changed.
 */
export async function announceIfNewlyListed(before: Product, after: Product): Promise<void> {
  if (!after.seller_id) return;
  const shopper = { isAdmin: false };
  if (isVisibleInCatalogue(before, shopper) || !isVisibleInCatalogue(after, shopper)) return;
  await startListingNotifications(after.id, after.seller_id);
}
