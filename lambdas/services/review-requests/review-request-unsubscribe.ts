import { timingSafeEqual } from 'node:crypto';
import { REVIEW_REQUEST_MESSAGES, type ReviewMessage } from '../../contracts/reviews';
import { getOrder } from '../../repositories/order-repository';
import { getReviewRequest, putOptOut } from '../../repositories/review-request-repository';
import { BadRequestError } from '../shared/errors';

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/review-requests/unsubscribe (and its one-click twin): the e-mail's link, without
 * signing in. The link names
 * its request (due day and order) and carries that request's own secret, which is the
 * credential; the opt-out is kept by the order's address, so it holds for guests too.
 */
export async function unsubscribeReviewRequests(
  body: { request: string; token: string },
  now = new Date(),
): Promise<ReviewMessage> {
  const dot = body.request.indexOf('.');
  const [day, sessionId] = [body.request.slice(0, dot), body.request.slice(dot + 1)];
  const request =
    dot > 0 && /^\d{4}-\d{2}-\d{2}$/.test(day) && sessionId
      ? await getReviewRequest(day, sessionId)
      : undefined;
  if (!request || !sameSecret(body.token, request.unsubscribe_token)) {
    throw new BadRequestError(REVIEW_REQUEST_MESSAGES.invalidLink);
  }
  const order = await getOrder(request.session_id);
  // An order anonymised by an account's purge has no address left to keep the choice for.
  if (!order?.buyer_email) throw new BadRequestError(REVIEW_REQUEST_MESSAGES.invalidLink);
  await putOptOut(order.buyer_email, now);
  return { message: REVIEW_REQUEST_MESSAGES.unsubscribed };
}
