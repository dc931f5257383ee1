/**
 * The review-request e-mail: the nightly job writes a due item for each order paid a week
 * before (in the partition of its due day) and sends the due ones, listing only the
 * products the buyer still owns and has not reviewed, unless the buyer unsubscribed.
 */
import { config } from '../../infra/config';
import { describeError, log } from '../../infra/logger';
import { sendBulkEmail, type BulkEmail } from '../../infra/bulk-mailer';
import { getOrder, type Order } from '../../repositories/order-repository';
import { getProduct } from '../../repositories/product-repository';
import { getReview, reviewIdOf } from '../../repositories/review-repository';
import { putReviewRequest } from '../../repositories/review-request-due';
import type { PageKey } from '../../repositories/page-key';
import { pagePaidOrders } from '../../repositories/sales-listing-repository';
import {
  claimRequest,
  hasOptedOut,
  listRequestSessions,
  listUnsentRequests,
  markRequestDone,
  markRequestSending,
  releaseRequestClaim,
  type ReviewRequest,
} from '../../repositories/review-request-repository';
import { getProfile, getPurchase } from '../../repositories/user-repository';
import { sessionRef } from '../../rules/checkout';
import {
  productsToRequest,
  reviewRequestDaysToSend,
  reviewRequestPaidDay,
} from '../../rules/review-request';
import { isVisibleOnProductPage } from '../../rules/visibility';
import { reviewRequestEmail } from './review-request-email';

const linkQuery = (request: ReviewRequest) =>
  new URLSearchParams({
    request: `${request.day}.${request.session_id}`,
    token: request.unsubscribe_token,
  });

/** The unsubscribe page's link: the request it came with and that request's secret. */
export function reviewRequestUnsubscribeUrl(request: ReviewRequest): string {
  return `${config().siteUrl}/review-requests/unsubscribe?${linkQuery(request)}`;
}

/** List-Unsubscribe's target: mail clients POST to it (RFC 8058 one-click), no page opened. */
export function reviewRequestOneClickUrl(request: ReviewRequest): string {
  return `${config().siteUrl}/api/review-requests/unsubscribe/one-click?${linkQuery(request)}`;
}

async function productIdsToAsk(order: Order): Promise<string[]> {
  const refunded = new Set(order.refunded_product_ids ?? []);
  const candidates = await Promise.all(
    order.product_ids.map(async (productId) => {
      const [product, purchase, review] = await Promise.all([
        getProduct(productId),
        order.user_id ? getPurchase(order.user_id, productId) : undefined,
        order.user_id ? getReview(productId, reviewIdOf(productId, order.user_id)) : undefined,
      ]);
      return {
        productId,
        owned: !refunded.has(productId) && (!order.user_id || purchase !== undefined),
        reviewed: review !== undefined,
        visible:
          product !== undefined &&
          !product.retired_at &&
          isVisibleOnProductPage(product, { isAdmin: false }),
      };
    }),
  );
  return productsToRequest(candidates);
}

/**
 * The due items of the orders paid a week before `day` that have none yet, read from the sales
 * listing (paid live orders: never test orders or free claims). Written here rather than at
 * fulfilment so the checkout and webhook functions carry none of this.
 */
async function writeDueRequests(day: string): Promise<void> {
  const paidDay = reviewRequestPaidDay(day);
  const known = await listRequestSessions(day);
  let startKey: PageKey | undefined;
  do {
    const page = await pagePaidOrders(
      `${paidDay}T00:00:00.000Z`,
      `${paidDay}T23:59:59.999Z`,
      100,
      startKey,
    );
    for (const order of page.orders) {
      if (!known.has(order.session_id)) await putReviewRequest(day, order.session_id);
    }
    startKey = page.lastKey as PageKey | undefined;
  } while (startKey);
}

type Outcome = 'sent' | 'skipped' | 'taken';

/** The e-mail to send for a claimed request, or why none is sent. */
async function emailFor(request: ReviewRequest): Promise<BulkEmail | { skip: string }> {
  const order = await getOrder(request.session_id);
  if (!order || order.status !== 'paid') return { skip: 'order not paid' };
  // Anonymised by an account's purge: nobody to write to.
  if (!order.buyer_email) return { skip: 'no address' };
  if (await hasOptedOut(order.buyer_email)) return { skip: 'unsubscribed' };
  const profile = order.user_id ? await getProfile(order.user_id) : undefined;
  if (profile?.deletion_requested_at) return { skip: 'account being deleted' };
  const productIds = await productIdsToAsk(order);
  if (productIds.length === 0) return { skip: 'nothing to review' };
  const name = order.buyer_name || profile?.full_name || undefined;
  const { siteUrl } = config();
  return reviewRequestEmail({
    to: order.buyer_email,
    ...(name ? { name } : {}),
    products: productIds.map((productId) => ({
      name: order.product_names[productId] ?? 'Your automation',
      reviewUrl: `${siteUrl}/product/${encodeURIComponent(productId)}#reviews`,
    })),
    // A guest order linked to an account since reviews from that account.
    isGuest: !order.user_id,
    unsubscribeUrl: reviewRequestUnsubscribeUrl(request),
    oneClickUrl: reviewRequestOneClickUrl(request),
  });
}

/** Gives the claim back when `step` fails, so the next run tries at once; then fails too. */
async function releasingOnFailure<T>(
  request: ReviewRequest,
  now: Date,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await releaseRequestClaim(request, now).catch(() => undefined);
    throw error;
  }
}

/**
 * One due request: claimed first, so a second run (or an overlapping one) never sends it too,
 * and marked as going to SES before it goes: if SES takes it and marking it sent then fails,
 * no later run sends it again.
 */
async function sendRequest(request: ReviewRequest, now: Date): Promise<Outcome> {
  if (!(await claimRequest(request, now))) return 'taken';
  const email = await releasingOnFailure(request, now, async () => {
    const prepared = await emailFor(request);
    if ('skip' in prepared) await markRequestDone(request, now, prepared.skip);
    return prepared;
  });
  if ('skip' in email) return 'skipped';
  if (!(await markRequestSending(request, now))) return 'taken';
  await releasingOnFailure(request, now, () => sendBulkEmail(email));
  // SES has it; `sending_at` already keeps every later run from sending it again.
  await markRequestDone(request, now).catch((error: unknown) =>
    log('warn', 'A review request was sent but not marked sent', {
      session: sessionRef(request.session_id),
      ...describeError(error),
    }),
  );
  return 'sent';
}

export interface ReviewRequestRun {
  sent: number;
  skipped: number;
  failed: number;
  /** The run stopped for time with requests still due. */
  left?: true;
}

/** Sends every request due by `now` (the catch-up days too); safe to run again at any time. */
export async function sendDueReviewRequests(
  now = new Date(),
  /** True once the run's time is up: the rest waits for the next run (oldest days go first). */
  timeUp: () => boolean = () => false,
): Promise<ReviewRequestRun> {
  const run: ReviewRequestRun = { sent: 0, skipped: 0, failed: 0 };
  for (const day of reviewRequestDaysToSend(now)) {
    await writeDueRequests(day);
    for (const request of await listUnsentRequests(day)) {
      if (timeUp()) return { ...run, left: true };
      try {
        const outcome = await sendRequest(request, now);
        if (outcome === 'sent') run.sent += 1;
        if (outcome === 'skipped') run.skipped += 1;
      } catch (error) {
        // Nothing reached SES: its claim was given back (or expires if that failed too) and the
        // next run tries again.
        run.failed += 1;
        log('error', 'Could not send a review request', {
          session: sessionRef(request.session_id),
          ...describeError(error),
        });
      }
    }
  }
  return run;
}
