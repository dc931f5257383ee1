import type { Product } from '../../rules/product';
import { becameListed } from '../../rules/visibility';
import { startListingNotifications } from './notification-fanout-service';

/**
 * After a seller's product changed (a version published, its flags): when it has just become
 * visible to shoppers, its seller's followers hear of it, once per product ever. Products that
 * were visible already are not news, whatever else changed.
 */
export async function announceIfNewlyListed(before: Product, after: Product): Promise<void> {
  if (!after.seller_id || !becameListed(before, after)) return;
  await startListingNotifications(after.id, after.seller_id);
}
