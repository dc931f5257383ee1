/**
 * Review rules shared by the web and the lambdas: the limits of what a buyer writes, who may
 * review, and the arithmetic of a product's rating aggregate. Pure: no I/O, no SDKs.
 */

export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  titleMax: 120,
  textMax: 4000,
  displayNameMin: 2,
  displayNameMax: 60,
  replyMax: 2000,
  reportReasonMax: 500,
  moderationReasonMax: 500,
} as const;

export type Star = 1 | 2 | 3 | 4 | 5;
export const STARS: readonly Star[] = [1, 2, 3, 4, 5];

/** Count and sum of visible ratings, and how many of each star. */
export interface RatingAggregate {
  count: number;
  sum: number;
  stars: Record<Star, number>;
}

export function emptyAggregate(): RatingAggregate {
  return { count: 0, sum: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
}

/**
 * What a review counts for in its product's aggregate: its rating while it is shown, nothing
 * while it is hidden or gone.
 */
export type Contribution = Star | undefined;

/** Additions to count, sum and each star's count that turn `before` into `after`. */
export interface AggregateDelta {
  count: number;
  sum: number;
  stars: Partial<Record<Star, number>>;
}

export function aggregateDelta(before: Contribution, after: Contribution): AggregateDelta {
  const delta: AggregateDelta = { count: 0, sum: 0, stars: {} };
  if (before !== undefined) {
    delta.count -= 1;
    delta.sum -= before;
    delta.stars[before] = (delta.stars[before] ?? 0) - 1;
  }
  if (after !== undefined) {
    delta.count += 1;
    delta.sum += after;
    delta.stars[after] = (delta.stars[after] ?? 0) + 1;
  }
  for (const star of STARS) if (delta.stars[star] === 0) delete delta.stars[star];
  return delta;
}

export function isEmptyDelta(delta: AggregateDelta): boolean {
  return delta.count === 0 && delta.sum === 0 && Object.keys(delta.stars).length === 0;
}

export function applyDelta(aggregate: RatingAggregate, delta: AggregateDelta): RatingAggregate {
  const stars = { ...aggregate.stars };
  for (const star of STARS) stars[star] += delta.stars[star] ?? 0;
  return { count: aggregate.count + delta.count, sum: aggregate.sum + delta.sum, stars };
}

/** The aggregate of a set of visible ratings, counted from scratch (the recount). */
export function recount(ratings: readonly Star[]): RatingAggregate {
  return ratings.reduce(
    (aggregate, rating) => applyDelta(aggregate, aggregateDelta(undefined, rating)),
    emptyAggregate(),
  );
}

/** The average to one decimal (4.25 shows as 4.3); undefined with no ratings. */
export function averageRating(aggregate: Pick<RatingAggregate, 'count' | 'sum'>) {
  if (aggregate.count <= 0) return undefined;
  return Math.round((aggregate.sum / aggregate.count) * 10) / 10;
}

/** What the product page's rating line shows (GET /api/products/{id} and its reviews). */
export interface RatingSummary {
  count: number;
  /** To one decimal; null with no reviews. */
  average: number | null;
  /** How many shown reviews gave each star, 1 to 5. */
  stars: Record<Star, number>;
}

export function ratingSummary(aggregate: RatingAggregate): RatingSummary {
  return {
    count: aggregate.count,
    average: averageRating(aggregate) ?? null,
    stars: { ...aggregate.stars },
  };
}

export function isStar(value: number): value is Star {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Why a caller may not write a review of a product; undefined when they may. */
export type ReviewRefusal = 'own-product' | 'not-owner';

/**
 * Only a buyer who owns the product (a purchase not refunded) may review it, and never its
 * seller: a seller who bought their own product would be rating themselves.
 */
export function reviewRefusal(input: {
  /** The id of the caller's seller record, if they have one (active or not). */
  callerSellerId: string | undefined;
  productSellerId: string | undefined;
  ownsPurchase: boolean;
}): ReviewRefusal | undefined {
  if (input.callerSellerId !== undefined && input.callerSellerId === input.productSellerId) {
    return 'own-product';
  }
  if (!input.ownsPurchase) return 'not-owner';
  return undefined;
}
