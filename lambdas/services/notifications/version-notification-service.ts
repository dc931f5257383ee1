import { config } from '../../infra/config';
import { log } from '../../infra/logger';
import { getNotificationSettings } from '../../repositories/account-settings-repository';
import {
  addNotificationJobSent,
  listProductBuyersPage,
  recordNotificationPlan,
  type ProductBuyers,
} from '../../repositories/notification-repository';
import { getOrder } from '../../repositories/order-repository';
import { getProduct, getVersion } from '../../repositories/product-repository';
import { isBlockedProfileState, type ProfileState } from '../../rules/roles';
import { versionUpdateEmail } from './version-update-email';
import { sendClaimed, type SendResult } from './notification-sending';
import { FANOUT, type NotificationMessage } from './notification-messages';

interface Recipient {
  email: string;
  name?: string;
  link: string;
}

/** Account holders: those whose product_notifications is on (default on), by e-mail. */
async function accountRecipients(
  productId: string,
  userIds: string[],
): Promise<{ recipients: Recipient[]; optedOut: Set<string> }> {
  const { siteUrl } = config();
  const recipients: Recipient[] = [];
  const optedOut = new Set<string>();
  if (userIds.length === 0) return { recipients, optedOut };
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

async function publishedVersion(productId: string, versionId: string) {
  const [product, version] = await Promise.all([
    getProduct(productId),
    getVersion(productId, versionId),
  ]);
  if (!product || !version?.is_published) {
    log('warn', 'Notification job for an unknown or unpublished version', {
      productId,
      versionId,
    });
    return undefined;
  }
  return { product, version };
}

/**
 * Plans a version's update e-mails: reads a bounded number of pages of the product's buyers
 * and turns each page into one batch message; when buyers remain, a continuation of itself
 * (with the cursor) is queued too. Returns the messages to queue.
 */
export async function planVersionNotifications(
  productId: string,
  versionId: string,
  cursor?: string,
): Promise<NotificationMessage[]> {
  if (!(await publishedVersion(productId, versionId))) return [];
  const next: NotificationMessage[] = [];
  let recipients = 0;
  let position = cursor;
  for (let page = 0; page < FANOUT.pagesPerPlan; page += 1) {
    const buyers = await listProductBuyersPage(productId, FANOUT.recipientsPerBatch, position);
    const { userIds, sessionIds } = buyers.items;
    if (userIds.length + sessionIds.length > 0) {
      next.push({ kind: 'version-batch', productId, versionId, userIds, sessionIds });
      recipients += userIds.length + sessionIds.length;
    }
    position = buyers.cursor;
    if (!position) break;
  }
  if (position) next.push({ kind: 'version', productId, versionId, cursor: position });
  await recordNotificationPlan(productId, versionId, {
    recipients,
    finished: !position,
    now: new Date().toISOString(),
  });
  return next;
}

/**
 * One batch of a version's update e-mails: one per buyer and version, ever (claimed per
 * e-mail). Throws after serving everyone else when a send failed, so the queue retries the
 * batch for the recipients whose claim was given back.
 */
export async function notifyVersionBatch(
  productId: string,
  versionId: string,
  buyers: ProductBuyers,
): Promise<SendResult> {
  const found = await publishedVersion(productId, versionId);
  if (!found) return { sent: 0, skipped: 0, failed: 0 };
  const accounts = await accountRecipients(productId, buyers.userIds);
  const byEmail = new Map<string, Recipient>();
  for (const recipient of [...accounts.recipients, ...(await guestRecipients(buyers.sessionIds))]) {
    if (!accounts.optedOut.has(recipient.email) && !byEmail.has(recipient.email)) {
      byEmail.set(recipient.email, recipient);
    }
  }
  const result = await sendClaimed(
    versionId,
    [...byEmail.values()],
    (recipient) =>
      versionUpdateEmail({
        to: recipient.email,
        name: recipient.name,
        productName: found.product.name,
        versionNumber: found.version.version_number,
        link: recipient.link,
      }),
    { productId, versionId },
  );
  if (result.sent > 0) await addNotificationJobSent(productId, versionId, result.sent);
  log('info', 'Version notification batch', { productId, versionId, ...result });
  if (result.failed > 0) throw new Error(`${result.failed} version notification(s) failed`);
  return result;
}
