import { config } from '../../infra/config';
import { log } from '../../infra/logger';
import { listInterestedPage } from '../../repositories/notification-repository';
import { getProduct } from '../../repositories/product-repository';
import { nowAvailableEmail } from './now-available-email';
import { FANOUT, type NotificationMessage } from './notification-messages';
import { sendClaimed, type SendResult } from './notification-sending';

/** The claim key of a product's "now available" e-mails: one per address, ever. */
const availabilityClaim = (productId: string) => `available-${productId}`;

/**
 * Plans the "now available" e-mails to a product's notify-me list: a bounded number of pages
 * of addresses, one batch message per page, and a continuation when addresses remain.
 */
export async function planAvailabilityNotifications(
  productId: string,
  cursor?: string,
): Promise<NotificationMessage[]> {
  const next: NotificationMessage[] = [];
  let position = cursor;
  for (let page = 0; page < FANOUT.pagesPerPlan; page += 1) {
    const interested = await listInterestedPage(productId, FANOUT.recipientsPerBatch, position);
    if (interested.items.length > 0) {
      next.push({ kind: 'availability-batch', productId, emails: interested.items });
    }
    position = interested.cursor;
    if (!position) break;
  }
  if (position) next.push({ kind: 'availability', productId, cursor: position });
  return next;
}

/**
 * One batch of "now available" e-mails. Each address is claimed first, so toggling
 * availability twice, or two admins at once, sends nobody a second e-mail; a failed send gives
 * its claim back and fails the batch, which the queue retries.
 */
export async function notifyAvailabilityBatch(
  productId: string,
  emails: readonly string[],
): Promise<SendResult> {
  const product = await getProduct(productId);
  if (!product) {
    log('warn', 'Availability notifications for an unknown product', { productId });
    return { sent: 0, skipped: 0, failed: 0 };
  }
  const productUrl = `${config().siteUrl}/product/${encodeURIComponent(product.id)}`;
  const result = await sendClaimed(
    availabilityClaim(product.id),
    emails.map((email) => ({ email: email.toLowerCase() })),
    (recipient) =>
      nowAvailableEmail({ to: recipient.email, productName: product.name, productUrl }),
    { productId },
  );
  log('info', 'Availability notification batch', { productId, ...result });
  if (result.failed > 0) throw new Error(`${result.failed} availability e-mail(s) failed`);
  return result;
}
