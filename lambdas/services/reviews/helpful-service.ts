/** "Helpful" votes on shown reviews: any signed-in user but the author, once per review. */
import { REVIEW_MESSAGES, type HelpfulVoteResult } from '../../contracts/reviews';
import { writeHelpfulVote } from '../../repositories/review-helpful-repository';
import { getReview } from '../../repositories/review-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import { helpfulRefusal } from '../../rules/review-helpful';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';
import { visibleProduct } from './review-service';

/** Votes are one click each: 60 an hour per user stops a script flipping them, not a reader. */
export const HELPFUL_RATE_LIMIT = {
  scope: 'review-helpful',
  limit: 60,
  windowSeconds: 3600,
} as const satisfies RateLimitRule;

/**
 * A popular review can take many votes at once and each one that loses the race reads again:
 * enough rounds for a burst of concurrent votes, with a growing random pause so the losers of
 * one round do not collide again in the next.
 */
const MAX_ROUNDS = 40;
const pause = (round: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 + round * 3)));

/** Marks the review helpful (`voted`) or takes the mark back; repeating either changes nothing. */
export async function setHelpfulVote(
  caller: Caller,
  productId: string,
  reviewId: string,
  voted: boolean,
  now = new Date(),
): Promise<HelpfulVoteResult> {
  const seller = await getSellerRecord(caller.userId);
  await visibleProduct(productId, caller, seller?.active ? seller.id : undefined);
  let checked = false;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const review = await getReview(productId, reviewId);
    if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const refusal = helpfulRefusal({
      voterId: caller.userId,
      authorId: review.author_id,
      hidden: Boolean(review.hidden),
    });
    if (refusal === 'hidden') throw new NotFoundError(REVIEW_MESSAGES.notFound);
    if (refusal === 'own-review') throw new BadRequestError(REVIEW_MESSAGES.ownHelpful);
    if (!checked) {
      // Counted once per request, after the checks: a refused vote costs nothing.
      await enforceRateLimits(
        [{ rule: HELPFUL_RATE_LIMIT, subject: caller.userId }],
        REVIEW_MESSAGES.tooManyVotes,
        now,
      );
      checked = true;
    }
    const outcome = await writeHelpfulVote(review, caller.userId, voted, now.toISOString());
    if (outcome === 'done') {
      const count = Math.max(0, (review.helpful_count ?? 0) + (voted ? 1 : -1));
      return { helpfulCount: count, helpful: voted };
    }
    if (outcome === 'unchanged') return { helpfulCount: review.helpful_count ?? 0, helpful: voted };
    await pause(round);
  }
  throw new ConflictError(REVIEW_MESSAGES.busy);
}
