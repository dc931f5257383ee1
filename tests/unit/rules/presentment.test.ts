import fc from 'fast-check';
import {
  atTestRate,
  presentmentOf,
  presentmentOfRefund,
  shopCentsOfRefund,
} from '../../../lambdas/rules/presentment';

/**
 * The conversion of refunds between the shop's USD and the buyer's currency: applied to the
 * running total, partial refunds in any order and size never exceed the charge and add up to
 * exactly what the buyer paid once everything is back.
 */
const charge = fc
  .record({
    total: fc.integer({ min: 1, max: 10_000_000 }),
    rate: fc.double({ min: 0.005, max: 200, noNaN: true }),
  })
  .map(({ total, rate }) => ({ total, presentment: Math.max(1, Math.round(total * rate)) }));

/** A charge and a split of its total into 1..8 partial refunds. */
const splitCharge = charge.chain((paid) =>
  fc.array(fc.integer({ min: 1, max: paid.total }), { minLength: 0, maxLength: 7 }).map((cuts) => {
    const points = [...new Set([0, ...cuts.map((cut) => cut % paid.total), paid.total])].sort(
      (a, b) => a - b,
    );
    const parts = points.slice(1).map((point, index) => point - (points[index] ?? 0));
    return { paid, parts: parts.filter((part) => part > 0) };
  }),
);

function refundAll(paid: { total: number; presentment: number }, parts: number[]) {
  let before = 0;
  return parts.map((part) => {
    const amount = presentmentOfRefund(paid, before, part);
    before += part;
    return amount;
  });
}

describe('refunds in the buyer’s currency', () => {
  it('partial refunds sum exactly to the presentment amount and never exceed it', () => {
    fc.assert(
      fc.property(splitCharge, ({ paid, parts }) => {
        const amounts = refundAll(paid, parts);
        let sum = 0;
        for (const amount of amounts) {
          expect(amount).toBeGreaterThanOrEqual(0);
          sum += amount;
          expect(sum).toBeLessThanOrEqual(paid.presentment);
        }
        expect(sum).toBe(paid.presentment);
      }),
    );
  });

  it('the way back gives the shop exactly its total once everything is refunded', () => {
    fc.assert(
      fc.property(splitCharge, ({ paid, parts }) => {
        const inverse = { total: paid.total, presentment: paid.presentment };
        const presentmentParts = refundAll(paid, parts).filter((amount) => amount > 0);
        let before = 0;
        let usd = 0;
        for (const amount of presentmentParts) {
          usd += shopCentsOfRefund(inverse, before, amount);
          before += amount;
          expect(usd).toBeLessThanOrEqual(paid.total);
        }
        expect(usd).toBe(paid.total);
      }),
    );
  });

  it('converts a known case at the rate, halves up, and without drift', () => {
    // $15.50 + $40.00 at 0.92: €14.26 + €36.80 = €51.06 (= round(5550 × 0.92)).
    const paid = { total: 5550, presentment: 5106 };
    expect(presentmentOfRefund(paid, 0, 1550)).toBe(1426);
    expect(presentmentOfRefund(paid, 1550, 4000)).toBe(3680);
    // Three thirds of 100 at 2/3 each round differently, yet add up to 2/3 of the whole.
    const thirds = { total: 3, presentment: 2 };
    expect([0, 1, 2].map((before) => presentmentOfRefund(thirds, before, 1))).toEqual([1, 0, 1]);
    expect(atTestRate(1800, 'eur')).toBe(1656);
    expect(atTestRate(1800, 'gbp')).toBe(1422);
    expect(atTestRate(1800, 'xyz')).toBeUndefined();
  });

  it('reads Stripe’s presentment details only when they name another currency', () => {
    expect(presentmentOf({ presentment_amount: 920, presentment_currency: 'EUR' }, 'usd')).toEqual({
      currency: 'eur',
      amount: 920,
    });
    expect(presentmentOf({ presentment_amount: 1000, presentment_currency: 'usd' }, 'usd')).toBe(
      undefined,
    );
    expect(presentmentOf(null, 'usd')).toBeUndefined();
    expect(presentmentOf({ presentment_amount: -1, presentment_currency: 'eur' }, 'usd')).toBe(
      undefined,
    );
  });
});
