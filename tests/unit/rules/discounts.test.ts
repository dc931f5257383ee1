import fc from 'fast-check';
import {
  discountAppliesTo,
  discountCodeProblem,
  discountCodeStatus,
  discountLines,
  isSellerWideCode,
  normalizeCode,
  percentOfCents,
  type DiscountAmount,
} from '../../../lambdas/rules/discounts';

const cartArbitrary = fc.array(
  fc.record({
    product_id: fc.uuid(),
    subtotal_cents: fc.integer({ min: 0, max: 500_000 }),
    eligible: fc.boolean(),
  }),
  { minLength: 1, maxLength: 10 },
);
const amountArbitrary: fc.Arbitrary<DiscountAmount> = fc.oneof(
  fc
    .integer({ min: 100, max: 10_000 })
    .map((hundredths) => ({ kind: 'percent' as const, percent_off: hundredths / 100 })),
  fc
    .integer({ min: 1, max: 1_000_000 })
    .map((cents) => ({ kind: 'amount' as const, amount_off_cents: cents })),
);

describe('discountLines', () => {
  it('takes a percentage off each line, halves up', () => {
    const cart = discountLines(
      [
        { product_id: 'a', subtotal_cents: 4900 },
        { product_id: 'b', subtotal_cents: 1999 },
      ],
      { kind: 'percent', percent_off: 12.5 },
    );
    expect(cart.lines.map((line) => line.discount_cents)).toEqual([613, 250]);
    expect(cart).toMatchObject({ subtotal_cents: 6899, discount_cents: 863, total_cents: 6036 });
  });

  it('spreads a fixed amount over the eligible lines, the remainder on the last', () => {
    const cart = discountLines(
      [
        { product_id: 'a', subtotal_cents: 4900 },
        { product_id: 'b', subtotal_cents: 1999 },
        { product_id: 'c', subtotal_cents: 1001 },
      ],
      { kind: 'amount', amount_off_cents: 1000 },
      (line) => line.product_id !== 'b',
    );
    expect(cart.lines.map((line) => line.discount_cents)).toEqual([830, 0, 170]);
  });

  it('never takes more than the eligible lines are worth', () => {
    const cart = discountLines([{ product_id: 'a', subtotal_cents: 500 }], {
      kind: 'amount',
      amount_off_cents: 2000,
    });
    expect(cart).toMatchObject({ discount_cents: 500, total_cents: 0 });
  });

  it('holds its invariants on every cart and code (property)', () => {
    fc.assert(
      fc.property(cartArbitrary, amountArbitrary, (lines, amount) => {
        const cart = discountLines(lines, amount, (line) =>
          Boolean(lines.find((entry) => entry.product_id === line.product_id)?.eligible),
        );
        const sum = cart.lines.reduce((total, line) => total + line.discount_cents, 0);
        expect(sum).toBe(cart.discount_cents);
        expect(cart.total_cents).toBe(cart.subtotal_cents - cart.discount_cents);
        expect(cart.total_cents).toBeGreaterThanOrEqual(0);
        cart.lines.forEach((line, index) => {
          expect(line.discount_cents).toBeGreaterThanOrEqual(0);
          expect(line.discount_cents).toBeLessThanOrEqual(line.subtotal_cents);
          if (!lines[index]?.eligible) expect(line.discount_cents).toBe(0);
        });
        if (amount.kind === 'amount') {
          const eligibleWorth = lines
            .filter((line) => line.eligible)
            .reduce((total, line) => total + line.subtotal_cents, 0);
          expect(cart.discount_cents).toBe(Math.min(amount.amount_off_cents, eligibleWorth));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('percentOfCents', () => {
  it('rounds halves up without float drift', () => {
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(333, 12.5)).toBe(42);
    expect(percentOfCents(100, 12.35)).toBe(12);
    expect(percentOfCents(2000, 100)).toBe(2000);
  });
});

describe('code state', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const base = { active: true, expires_at: null, max_redemptions: null, redemptions: 0 };

  it('names what stops a code, in order: inactive, expired, used up', () => {
    expect(discountCodeProblem(base, now)).toBeUndefined();
    expect(discountCodeProblem({ ...base, active: false, redemptions: 9 }, now)).toBe('notValid');
    expect(discountCodeProblem({ ...base, expires_at: '2026-06-01T00:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(discountCodeProblem({ ...base, max_redemptions: 2, redemptions: 2 }, now)).toBe(
      'usedUp',
    );
    expect(discountCodeStatus({ ...base, max_redemptions: 2, redemptions: 1 }, now)).toBe('active');
    expect(discountCodeStatus({ ...base, max_redemptions: 1, redemptions: 1 }, now)).toBe(
      'used_up',
    );
  });

  it('compares codes without regard to case', () => {
    expect(normalizeCode(' spring-25 ')).toBe('SPRING-25');
  });
});

describe('which products a code is for', () => {
  const mine = { id: 'p1', seller_id: 's1' };
  const theirs = { id: 'p2', seller_id: 's2' };
  const shops = { id: 'p3' };

  it('names its products when it has any', () => {
    const code = { product_ids: ['p1'], seller_id: 's1' };
    expect([mine, theirs, shops].map((p) => discountAppliesTo(code, p))).toEqual([
      true,
      false,
      false,
    ]);
    expect(isSellerWideCode(code)).toBe(false);
  });

  it("covers every product of a seller's all-my-products code, and no one else's", () => {
    const code = { product_ids: [], seller_id: 's1' };
    expect(discountAppliesTo(code, mine)).toBe(true);
    expect(discountAppliesTo(code, { id: 'listed-later', seller_id: 's1' })).toBe(true);
    expect(discountAppliesTo(code, theirs)).toBe(false);
    expect(discountAppliesTo(code, shops)).toBe(false);
    expect(isSellerWideCode(code)).toBe(true);
  });

  it("covers the whole shop for the admin's code without products", () => {
    const code = { product_ids: [] };
    expect([mine, theirs, shops].every((p) => discountAppliesTo(code, p))).toBe(true);
    expect(isSellerWideCode(code)).toBe(false);
  });
});
