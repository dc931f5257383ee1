/** The seller's reply to a review, and anyone's report of one. */
import { REVIEW_MESSAGES, type PublicReview, type ReviewMessage } from '../../contracts/reviews';
import { putReport } from '../../repositories/review-report-repository';
import { getReview, reviewIdOf } from '../../repositories/review-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import { getProduct } from '../../repositories/product-repository';
import { PRODUCT_NOT_FOUND } from '../../contracts/catalogue';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';
import { changeReview } from '../review-ledger/review-change';
import { visibleProduct } from './review-service';
import { publicReview } from './review-views';

/** Reports are cheap to send: 20 an hour per user keeps the moderation queue readable. */
export const REPORT_RATE_LIMIT = {
  scope: 'review-report',
  limit: 20,
  windowSeconds: 3600,
} as const satisfies RateLimitRule;

export const REPORT_MESSAGES = {
  reported: 'Thank you, the review was reported to the moderators',
} as const;

/** A product the caller answers for: an admin any, a seller their own (else not found). */
async function repliableProduct(caller: Caller, productId: string): Promise<void> {
  const product = await getProduct(productId);
  if (!product || product.retired_at) throw new NotFoundError(PRODUCT_NOT_FOUND);
  if (caller.role === 'admin') return;
  const seller = await getSellerRecord(caller.userId);
  if (!seller?.active || product.seller_id !== seller.id) {
    throw new NotFoundError(PRODUCT_NOT_FOUND);
  }
}

/**
 * The product's seller (or an admin) replies once; a second call edits the reply. Another
 * seller's product is 'Product Not Found', a hidden review is not found.
 */
export async function replyToReview(
  caller: Caller,
  productId: string,
  reviewId: string,
  text: string,
  now = new Date(),
): Promise<PublicReview> {
  await repliableProduct(caller, productId);
  const at = now.toISOString();
  return changeReview(productId, reviewId, (current) => {
    if (!current || current.hidden) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const reply = current.reply
      ? { ...current.reply, text, by_id: caller.userId, edited_at: at }
      : { text, by_id: caller.userId, at };
    const next = { ...current, reply };
    return { next, result: publicReview(next) };
  });
}

/** Removes the reply (the seller's or admin's choice). */
export async function deleteReply(
  caller: Caller,
  productId: string,
  reviewId: string,
): Promise<PublicReview> {
  await repliableProduct(caller, productId);
  return changeReview(productId, reviewId, (current) => {
    if (!current || current.hidden) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const { reply: _reply, ...next } = current;
    void _reply;
    return { next: current.reply ? next : 'keep', result: publicReview(next) };
  });
}

/** Any signed-in user reports a shown review once (not their own). */
export async function reportReview(
  caller: Caller,
  productId: string,
  reviewId: string,
  reason: string,
  now = new Date(),
): Promise<ReviewMessage> {
  const seller = await getSellerRecord(caller.userId);
  await visibleProduct(productId, caller, seller?.active ? seller.id : undefined);
  const review = await getReview(productId, reviewId);
  if (!review || review.hidden) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (reviewId === reviewIdOf(productId, caller.userId)) {
    throw new BadRequestError(REVIEW_MESSAGES.ownReview);
  }
  await enforceRateLimits(
    [{ rule: REPORT_RATE_LIMIT, subject: caller.userId }],
    REVIEW_MESSAGES.tooManyRequests,
    now,
  );
  const outcome = await putReport({
    product_id: productId,
    review_id: reviewId,
    reporter_id: caller.userId,
    reason,
    reported_at: now.toISOString(),
  });
  if (outcome === 'duplicate') throw new ConflictError(REVIEW_MESSAGES.alreadyReported);
  if (outcome === 'missing') throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return { message: REPORT_MESSAGES.reported };
}
