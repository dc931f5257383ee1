import { log } from '../../infra/logger';
import { reviewIdOf, type Review } from '../../repositories/review-repository';
import { getPurchase } from '../../repositories/user-repository';
import { changeReview } from './review-change';

/**
 * A refunded buyer no longer owns the product: their review stops counting and is hidden (same
 * transaction as the aggregate). Only the admin shows it again; buying again does not. Safe to
 * repeat (each replay of the refund runs it, so one that failed half way is finished): an
 * already hidden review is left as it is.
 */
export async function hideReviewsOfRefund(
  userId: string,
  productIds: readonly string[],
  /** The refund's time: a review written after it (the product bought again) stays. */
  refundedAt: string,
  now = new Date(),
): Promise<void> {
  for (const productId of productIds) {
    // Still owned (through another order, or bought again): the review still speaks for a buyer.
    if (await getPurchase(userId, productId)) continue;
    const hidden = await changeReview(productId, reviewIdOf(productId, userId), (current) => {
      if (!current || current.hidden || current.created_at > refundedAt)
        return { next: 'keep', result: false };
      const next: Review = {
        ...current,
        hidden: { by: 'refund', reason: 'Purchase refunded', at: now.toISOString() },
      };
      return { next, result: true };
    });
    if (hidden) log('info', 'Review hidden after a refund', { productId });
  }
}
