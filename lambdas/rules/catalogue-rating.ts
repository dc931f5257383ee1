/**
 * How the catalogue ranks and shows a product's rating: the cards' "4.6 (12)" and the `rating`
 * sort. Shared by the web and the lambdas. Pure: no I/O, no SDKs.
 */

/** What the rating of a product sums up: the shown reviews' count and the sum of their stars. */
export interface RatingTotals {
  count: number;
  sum: number;
}

/**
 * The prior of the Bayesian average: every product starts as if it had PRIOR_WEIGHT reviews of
 * PRIOR_MEAN stars. A fixed prior (not the shop's mean) keeps one product's score a function of
 * its own reviews, so a review of one product never moves another in the order.
 */
export const RATING_PRIOR = { mean: 3, weight: 5 } as const;

/**
 * The Bayesian average of a product's stars: (weight x mean + sum) / (weight + count). A few
 * reviews move it little from the prior and many move it towards their own average, so one
 * 5-star review (3.33) ranks below a hundred 4.8s (4.71). Undefined without reviews.
 */
export function bayesianRating(totals: RatingTotals): number | undefined {
  if (totals.count <= 0) return undefined;
  const { mean, weight } = RATING_PRIOR;
  return (weight * mean + totals.sum) / (weight + totals.count);
}

/** Millionths of a star: fine enough that only equal scores tie, then ordered by newest. */
const SCORE_SCALE = 1_000_000;
const SCORE_WIDTH = 7;

/**
 * The rating part of a listing sort key, compared as a string: reviewed products ('1') above
 * the unreviewed ('0'), then by Bayesian average. Read descending, best first.
 */
export function ratingSortPart(totals: RatingTotals): string {
  const score = bayesianRating(totals);
  if (score === undefined) return `0#${'0'.repeat(SCORE_WIDTH)}`;
  const scaled = Math.min(5 * SCORE_SCALE, Math.max(0, Math.round(score * SCORE_SCALE)));
  return `1#${String(scaled).padStart(SCORE_WIDTH, '0')}`;
}

/** What a product card shows: the average to one decimal and the count; absent with none. */
export interface CardRating {
  average: number;
  count: number;
}

export function cardRating(totals: RatingTotals): CardRating | undefined {
  if (totals.count <= 0) return undefined;
  return { average: Math.round((totals.sum / totals.count) * 10) / 10, count: totals.count };
}

/** Whether two card ratings show the same (undefined: no reviews). */
export function sameCardRating(a: CardRating | undefined, b: CardRating | undefined): boolean {
  return a?.average === b?.average && a?.count === b?.count;
}

/** "4.6": always one decimal, so 4 shows as "4.0" like the product page's rating line. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** The card rating's accessible name: "Rated 4.6 out of 5 from 12 reviews". */
export function cardRatingLabel(rating: CardRating): string {
  const reviews = rating.count === 1 ? 'review' : 'reviews';
  return `Rated ${formatAverage(rating.average)} out of 5 from ${rating.count} ${reviews}`;
}
