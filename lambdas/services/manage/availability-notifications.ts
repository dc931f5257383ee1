import { config } from '../../infra/config';
import { describeError, log } from '../../infra/logger';
import { sendEmail } from '../../infra/mailer';
import { listInterest } from '../../repositories/interest-repository';
import { claimNotification, releaseNotification } from '../../repositories/notification-repository';
import type { Product } from '../../rules/product';
import { nowAvailableEmail } from '../email-templates/now-available';

/** The claim key of a product's "now available" e-mails: one per address, ever. */
const availabilityClaim = (productId: string) => `available-${productId}`;

/**
 * E-mails everyone on the notify-me list that the product can be bought now. Each address is
 * claimed with a conditional write first, so toggling availability twice, or two admins at
 * once, sends nobody a second e-mail; a failed send gives its claim back for a later run.
 */
export async function notifyInterestOfAvailability(
  product: Pick<Product, 'id' | 'name'>,
): Promise<{ sent: number; skipped: number; failed: number }> {
  const result = { sent: 0, skipped: 0, failed: 0 };
  const productUrl = `${config().siteUrl}/product/${encodeURIComponent(product.id)}`;
  for (const registration of await listInterest(product.id)) {
    const claimedAt = new Date().toISOString();
    if (!(await claimNotification(availabilityClaim(product.id), registration.email, claimedAt))) {
      result.skipped += 1;
      continue;
    }
    try {
      await sendEmail(
        nowAvailableEmail({ to: registration.email, productName: product.name, productUrl }),
      );
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      await releaseNotification(availabilityClaim(product.id), registration.email);
      log('warn', 'Availability e-mail not sent', {
        productId: product.id,
        ...describeError(error),
      });
    }
  }
  return result;
}
