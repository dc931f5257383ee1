import { config } from '../../infra/config';
import { log } from '../../infra/logger';
import { getFollower, listFollowersPage } from '../../repositories/follow-repository';
import { getProduct } from '../../repositories/product-repository';
import { getStorefront } from '../../repositories/storefront-repository';
import { getNotificationSettings } from '../../repositories/account-settings-repository';
import { isBlockedProfileState, type ProfileState } from '../../rules/roles';
import { FANOUT, type NotificationMessage } from './notification-messages';
import { newListingEmail } from './new-listing-email';
import { sendClaimed, type SendResult } from './notification-sending';

/** The claim key of a product's new-listing e-mails: one per follower, ever. */
const listingClaim = (productId: string) => `listed-${productId}`;

/**
 * Plans the new-listing e-mails to the followers of a product's seller: a bounded number of
 * pages of followers, one batch message per page, and a continuation when followers remain.
 */
export async function planListingNotifications(
  productId: string,
  cursor?: string,
): Promise<NotificationMessage[]> {
  const product = await getProduct(productId);
  if (!product?.seller_id) return [];
  const next: NotificationMessage[] = [];
  let position = cursor;
  for (let page = 0; page < FANOUT.pagesPerPlan; page += 1) {
    const { followers, lastUserId } = await listFollowersPage(
      product.seller_id,
      FANOUT.recipientsPerBatch,
      position,
    );
    if (followers.length > 0) {
      next.push({
        kind: 'listing-batch',
        productId,
        userIds: followers.map((follower) => follower.user_id),
      });
    }
    position = lastUserId;
    if (!position) break;
  }
  if (position) next.push({ kind: 'listing', productId, cursor: position });
  return next;
}

const unsubscribeUrl = (sellerId: string, userId: string, token: string) =>
  `${config().siteUrl}/unfollow?${new URLSearchParams({ seller: sellerId, user: userId, token })}`;

/**
 * One batch of new-listing e-mails. A follower who unfollowed since the plan, turned product
 * notifications off, or whose account is suspended or being deleted, is left out; each address is claimed first, so a retried
 * batch e-mails nobody twice.
 */
export async function notifyListingBatch(
  productId: string,
  userIds: readonly string[],
): Promise<SendResult> {
  const product = await getProduct(productId);
  const storefront = product?.seller_id ? await getStorefront(product.seller_id) : undefined;
  if (!product || !storefront) {
    log('warn', 'Listing notifications without a product or storefront', { productId });
    return { sent: 0, skipped: 0, failed: 0 };
  }
  const sellerId = storefront.seller_id;
  const [settings, followers] = await Promise.all([
    getNotificationSettings(userIds),
    Promise.all(userIds.map((userId) => getFollower(sellerId, userId))),
  ]);
  const following = new Map(
    followers.flatMap((follower) => (follower ? [[follower.user_id, follower] as const] : [])),
  );
  // Like update e-mails: the account's "product notifications" setting turns these off too.
  const recipients = settings.flatMap((user) => {
    const follower = following.get(user.userId);
    const wants = user.preferences?.product_notifications ?? true;
    if (!follower || !user.email || !wants) return [];
    if (isBlockedProfileState(user.state as ProfileState)) return [];
    return [{ email: user.email.toLowerCase(), name: user.fullName, follower }];
  });
  const productUrl = `${config().siteUrl}/product/${encodeURIComponent(product.id)}`;
  const result = await sendClaimed(
    listingClaim(product.id),
    recipients,
    (recipient) =>
      newListingEmail({
        to: recipient.email,
        name: recipient.name || undefined,
        sellerName: storefront.display_name,
        productName: product.name,
        productUrl,
        unsubscribeUrl: unsubscribeUrl(
          sellerId,
          recipient.follower.user_id,
          recipient.follower.unsubscribe_token,
        ),
      }),
    { productId },
  );
  log('info', 'Listing notification batch', { productId, ...result });
  if (result.failed > 0) throw new Error(`${result.failed} listing e-mail(s) failed`);
  return result;
}
