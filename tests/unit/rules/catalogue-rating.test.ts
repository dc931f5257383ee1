import fc from 'fast-check';
import {
  RATING_PRIOR,
  bayesianRating,
  cardRating,
  cardRatingLabel,
  ratingSortPart,
  sameCardRating,
  type RatingTotals,
} from '../../../lambdas/rules/catalogue-rating';

/** Totals of some shown reviews: a count and a sum each star could add up to. */
const totals = fc
  .array(fc.integer({ min: 1, max: 5 }), { maxLength: 400 })
  .map((stars): RatingTotals => ({ count: stars.length, sum: stars.reduce((a, b) => a + b, 0) }));

const reviewed = totals.filter((value) => value.count > 0);

const add = (value: RatingTotals, star: number): RatingTotals => ({
  count: value.count + 1,
  sum: value.sum + star,
});

describe('the rating order (Bayesian average)', () => {
  it('ranks one 5-star review below a hundred 4.8-star ones', () => {
    const one = { count: 1, sum: 5 };
    const hundred = { count: 100, sum: 480 };
    expect(bayesianRating(one)).toBeCloseTo(3.333, 3);
    expect(bayesianRating(hundred)).toBeCloseTo(4.714, 3);
    expect(ratingSortPart(hundred) > ratingSortPart(one)).toBe(true);
  });

  it('puts every reviewed product above every unreviewed one, even a 1-star one', () => {
    expect(bayesianRating({ count: 0, sum: 0 })).toBeUndefined();
    expect(ratingSortPart({ count: 1, sum: 1 }) > ratingSortPart({ count: 0, sum: 0 })).toBe(true);
  });

  it('stays between 1 and 5 stars and between the prior and the reviews’ own average', () => {
    fc.assert(
      fc.property(reviewed, (value) => {
        const score = bayesianRating(value) ?? Number.NaN;
        const average = value.sum / value.count;
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
        expect(score).toBeGreaterThanOrEqual(Math.min(average, RATING_PRIOR.mean) - 1e-9);
        expect(score).toBeLessThanOrEqual(Math.max(average, RATING_PRIOR.mean) + 1e-9);
      }),
    );
  });

  it('rises with a 5-star review and falls with a 1-star one (never the other way)', () => {
    fc.assert(
      fc.property(reviewed, (value) => {
        expect(ratingSortPart(add(value, 5)) >= ratingSortPart(value)).toBe(true);
        expect(ratingSortPart(add(value, 1)) <= ratingSortPart(value)).toBe(true);
      }),
    );
  });

  it('orders sort keys as strings exactly as the scores order numerically', () => {
    fc.assert(
      fc.property(totals, totals, (a, b) => {
        const scoreA = bayesianRating(a) ?? -1;
        const scoreB = bayesianRating(b) ?? -1;
        const keyA = ratingSortPart(a);
        const keyB = ratingSortPart(b);
        expect(keyA).toHaveLength(keyB.length);
        if (scoreA > scoreB + 1e-6) expect(keyA > keyB).toBe(true);
        if (scoreB > scoreA + 1e-6) expect(keyB > keyA).toBe(true);
        if (a.count === b.count && a.sum === b.sum) expect(keyA).toBe(keyB);
      }),
    );
  });

  it('trusts more reviews of the same better-than-prior average more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 4, max: 5 }), (n, star) => {
        const few = { count: n, sum: n * star };
        const more = { count: n * 2, sum: n * 2 * star };
        expect(bayesianRating(more) ?? 0).toBeGreaterThan(bayesianRating(few) ?? 0);
      }),
    );
  });
});

describe("a card's rating", () => {
  it('shows the average to one decimal and the count, nothing without reviews', () => {
    expect(cardRating({ count: 0, sum: 0 })).toBeUndefined();
    expect(cardRating({ count: 12, sum: 55 })).toEqual({ average: 4.6, count: 12 });
    expect(cardRating({ count: 4, sum: 17 })).toEqual({ average: 4.3, count: 4 });
  });

  it('names the rating for screen readers, one review in the singular', () => {
    expect(cardRatingLabel({ average: 4.6, count: 12 })).toBe('Rated 4.6 out of 5 from 12 reviews');
    expect(cardRatingLabel({ average: 4, count: 1 })).toBe('Rated 4.0 out of 5 from 1 review');
  });

  it('tells when what the card shows has changed', () => {
    expect(sameCardRating(undefined, undefined)).toBe(true);
    expect(sameCardRating({ average: 4.6, count: 12 }, { average: 4.6, count: 12 })).toBe(true);
    expect(sameCardRating({ average: 4.6, count: 12 }, { average: 4.6, count: 13 })).toBe(false);
    expect(sameCardRating(undefined, { average: 5, count: 1 })).toBe(false);
  });
});
