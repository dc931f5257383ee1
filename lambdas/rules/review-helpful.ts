/**
 * "Helpful" votes on reviews, shared by the web and the lambdas: who may vote, what the review
 * shows, and the order key of the product page's "most helpful" listing. Pure: no I/O.
 */

/** Wide enough for any count a review can reach, so the string order is the numeric order. */
const COUNT_DIGITS = 10;

/**
 * The sort key of a review in the "most helpful" listing: more votes first, then newer first
 * (the listing is read backwards), then the id, so two reviews never share a key.
 */
export function helpfulRankKey(helpfulCount: number, createdAt: string, reviewId: string): string {
  const count = String(Math.max(0, Math.trunc(helpfulCount))).padStart(COUNT_DIGITS, '0');
  return `${count}#${createdAt}#${reviewId}`;
}

/** The line under a review; nothing while nobody has voted. */
export function helpfulLabel(helpfulCount: number): string | undefined {
  if (helpfulCount <= 0) return undefined;
  return helpfulCount === 1
    ? '1 person found this helpful'
    : `${helpfulCount} people found this helpful`;
}

/** Why a signed-in user may not mark a review helpful; undefined when they may. */
export type HelpfulRefusal = 'own-review' | 'hidden';

export function helpfulRefusal(input: {
  voterId: string;
  authorId: string;
  hidden: boolean;
}): HelpfulRefusal | undefined {
  // A hidden review is not shown, so for the voter it does not exist (the service answers 404).
  if (input.hidden) return 'hidden';
  // Voting for oneself would only inflate one's own review.
  if (input.voterId === input.authorId) return 'own-review';
  return undefined;
}
