import { describeError, log } from '../infra/logger';
import { countMetric, METRIC } from '../infra/metrics';
import { config } from '../infra/config';
import { sendEmail } from '../infra/mailer';
import { getNotificationSettings } from '../repositories/account-repository';
import {
  claimNotification,
  listProductBuyers,
  markNotificationJobDone,
  releaseNotification,
} from '../repositories/notification-repository';
import { getOrder } from '../repositories/order-repository';
import { getProduct, getVersion } from '../repositories/product-repository';
import { isBlockedProfileState, type ProfileState } from '../rules/roles';
import { versionUpdateEmail } from './email-templates/version-update';

interface Recipient {
  email: string;
  name?: string;
  link: string;
}

export interface NotifyResult {
  sent: number;
  skipped: number;
  failed: number;
}

/** Account holders: those whose product_notifications is on (default on), by e-mail. */
async function accountRecipients(
  productId: string,
  userIds: string[],
): Promise<{ recipients: Recipient[]; optedOut: Set<string> }> {
  const { siteUrl } = config();
  const recipients: Recipient[] = [];
  const optedOut = new Set<string>();
  for (const user of await getNotificationSettings(userIds)) {
    const email = user.email.toLowerCase();
    if (!email) continue;
    const wants = user.preferences?.product_notifications ?? true;
    if (!wants || isBlockedProfileState(user.state as ProfileState)) {
      optedOut.add(email);
      continue;
    }
    recipients.push({
      email,
      name: user.fullName || undefined,
      link: `${siteUrl}/myaccount?product=${encodeURIComponent(productId)}`,
    });
  }
  return { recipients, optedOut };
}

/** Guest buyers: paid guest orders not linked to an account; their link is the downloads page. */
async function guestRecipients(sessionIds: string[]): Promise<Recipient[]> {
  const { siteUrl } = config();
  const orders = await Promise.all(sessionIds.map((sessionId) => getOrder(sessionId)));
  return orders.flatMap((order) =>
    order &&
    order.status === 'paid' &&
    order.buyer_type === 'guest' &&
    !order.user_id &&
    order.buyer_email
      ? [
          {
            email: order.buyer_email.toLowerCase(),
            name: order.buyer_name,
            link: `${siteUrl}/downloads?session=${encodeURIComponent(order.session_id)}`,
          },
        ]
      : [],
  );
}

/**
 * The consumer of a version-notification job: one e-mail per buyer and version, ever. Each
 * recipient is claimed with a conditional put before the send, so a version published twice or
 * a retried job never e-mails anyone twice; a failed send gives its claim back and the job
 * fails (to be retried) after everyone else was served.
 */
export async function notifyBuyersOfVersion(
  productId: string,
  versionId: string,
  now = new Date(),
): Promise<NotifyResult> {
  const [product, version] = await Promise.all([
    getProduct(productId),
    getVersion(productId, versionId),
  ]);
  if (!product || !version?.is_published) {
    log('warn', 'Notification job for an unknown or unpublished version', {
      productId,
      versionId,
    });
    return { sent: 0, skipped: 0, failed: 0 };
  }
  const buyers = await listProductBuyers(productId);
  const accounts = await accountRecipients(productId, buyers.userIds);
  const byEmail = new Map<string, Recipient>();
  for (const recipient of [...accounts.recipients, ...(await guestRecipients(buyers.sessionIds))]) {
    if (!accounts.optedOut.has(recipient.email) && !byEmail.has(recipient.email)) {
      byEmail.set(recipient.email, recipient);
    }
  }
  const result: NotifyResult = { sent: 0, skipped: 0, failed: 0 };
  for (const recipient of byEmail.values()) {
    if (!(await claimNotification(versionId, recipient.email, now.toISOString()))) {
      result.skipped += 1;
      continue;
    }
    try {
      await sendEmail(
        versionUpdateEmail({
          to: recipient.email,
          name: recipient.name,
          productName: product.name,
          versionNumber: version.version_number,
          link: recipient.link,
        }),
      );
      result.sent += 1;
      countMetric(METRIC.notificationsSent);
    } catch (error) {
      result.failed += 1;
      await releaseNotification(versionId, recipient.email);
      log('error', 'Could not send a version notification', {
        productId,
        versionId,
        ...describeError(error),
      });
    }
  }
  await markNotificationJobDone(productId, versionId, result.sent, now.toISOString());
  log('info', 'Version notifications sent', { productId, versionId, ...result });
  if (result.failed > 0) throw new Error(`${result.failed} version notification(s) failed`);
  return result;
}
