import { REVIEW_MESSAGES } from '../../contracts/reviews';
import { getReview, writeReviewChange, type Review } from '../../repositories/review-repository';
import type { TransactWriteItem } from '../../repositories/transaction';
import { ConflictError } from '../shared/errors';

/** Enough for any realistic contention on one review (its author, the seller, the admin). */
const MAX_ROUNDS = 8;

/**
 * Reads the review, asks `change` for its new state (undefined: delete it; 'keep': nothing to
 * write) and writes it with the aggregate's difference, conditioned on what was read. A
 * concurrent write makes the condition fail: read again and decide again, so the aggregate
 * always follows the review's last state.
 */
export async function changeReview<T>(
  productId: string,
  reviewId: string,
  change: (current: Review | undefined) => {
    next: Review | undefined | 'keep';
    result: T;
    extra?: readonly TransactWriteItem[];
  },
): Promise<T> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const current = await getReview(productId, reviewId);
    const { next, result, extra } = change(current);
    if (next === 'keep') return result;
    if (current === undefined && next === undefined) return result;
    const written = await writeReviewChange(
      productId,
      reviewId,
      current,
      next && { ...next, version: (current?.version ?? 0) + 1 },
      extra,
    );
    if (written) return result;
  }
  throw new ConflictError(REVIEW_MESSAGES.busy);
}
