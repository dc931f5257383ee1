import fc from 'fast-check';
import { createReviewBody, editReviewBody } from '../../../lambdas/contracts/reviews';
import {
  aggregateDelta,
  applyDelta,
  averageRating,
  emptyAggregate,
  recount,
  REVIEW_LIMITS,
  reviewRefusal,
  type Contribution,
  type Star,
} from '../../../lambdas/rules/reviews';

describe('who may review a product', () => {
  it('is a buyer who owns it', () => {
    expect(
      reviewRefusal({ callerSellerId: undefined, productSellerId: 's1', ownsPurchase: true }),
    ).toBeUndefined();
  });

  it('is not someone without a (not refunded) purchase', () => {
    expect(
      reviewRefusal({ callerSellerId: undefined, productSellerId: 's1', ownsPurchase: false }),
    ).toBe('not-owner');
  });

  it('is never the product’s seller, even one who bought it', () => {
    expect(reviewRefusal({ callerSellerId: 's1', productSellerId: 's1', ownsPurchase: true })).toBe(
      'own-product',
    );
    expect(
      reviewRefusal({ callerSellerId: 's2', productSellerId: 's1', ownsPurchase: true }),
    ).toBeUndefined();
  });
});

describe('the aggregate arithmetic', () => {
  it('adds a new shown rating, moves an edited one, takes away a hidden one', () => {
    expect(aggregateDelta(undefined, 4)).toEqual({ count: 1, sum: 4, stars: { 4: 1 } });
    expect(aggregateDelta(4, 2)).toEqual({ count: 0, sum: -2, stars: { 4: -1, 2: 1 } });
    expect(aggregateDelta(5, undefined)).toEqual({ count: -1, sum: -5, stars: { 5: -1 } });
    expect(aggregateDelta(3, 3)).toEqual({ count: 0, sum: 0, stars: {} });
  });

  it('after any sequence of changes equals a recount of the final ratings', () => {
    const contribution = fc.option(fc.constantFrom<Star>(1, 2, 3, 4, 5), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(fc.array(contribution, { maxLength: 8 }), { maxLength: 10 }),
        (lives) => {
          let aggregate = emptyAggregate();
          const finals: Star[] = [];
          for (const states of lives) {
            let before: Contribution;
            for (const after of states) {
              aggregate = applyDelta(aggregate, aggregateDelta(before, after));
              before = after;
            }
            if (before !== undefined) finals.push(before);
          }
          expect(aggregate).toEqual(recount(finals));
        },
      ),
    );
  });

  it('averages to one decimal, none without ratings', () => {
    expect(averageRating(recount([5, 4, 4, 4]))).toBe(4.3);
    expect(averageRating(emptyAggregate())).toBeUndefined();
  });
});

describe('what a buyer may write', () => {
  const valid = { rating: 5, title: 'Great', text: 'Works', displayName: 'Ann B.' };

  it('takes a whole rating from 1 to 5', () => {
    expect(createReviewBody.safeParse(valid).success).toBe(true);
    for (const rating of [0, 6, 4.5, '5']) {
      const parsed = createReviewBody.safeParse({ ...valid, rating });
      expect(parsed.error?.issues[0]?.message).toBe('Rating must be a whole number from 1 to 5');
    }
  });

  it('refuses texts over their limits, naming the limit', () => {
    const parsed = createReviewBody.safeParse({
      ...valid,
      text: 'x'.repeat(REVIEW_LIMITS.textMax + 1),
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      `Review text must be at most ${REVIEW_LIMITS.textMax} characters`,
    );
  });

  it('never takes an e-mail address as the display name', () => {
    const parsed = createReviewBody.safeParse({ ...valid, displayName: 'ann@example.com' });
    expect(parsed.error?.issues[0]?.message).toBe('Display name must not be an e-mail address');
  });

  it('needs something to change in an edit', () => {
    expect(editReviewBody.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
    expect(editReviewBody.safeParse({ rating: 3 }).success).toBe(true);
  });
});
