import fc from 'fast-check';
import type { DiscountCode } from '../../../lambdas/repositories/discount-code-repository';
import { orderLines } from '../../../lambdas/services/checkout/checkout-session';
import { discountLines, type DiscountAmount } from '../../../lambdas/rules/discounts';
import { refundCentsOfLines } from '../../../lambdas/rules/refunds';
import { allocateTax } from '../../../lambdas/rules/tax';

/**
 * Every order adds up to the cent, whatever its prices, discount code, tax and refunds: the
 * lines to the total, each line's list price less its discount to what was paid for it, the
 * discounts to the code's, the tax parts to the tax, and the refunds plus what is left to what
 * the buyer paid.
 */
const cart = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/),
    // Prices as the product record keeps them: dollars with at most two decimals.
    cents: fc.integer({ min: 0, max: 250_000 }),
  }),
  { minLength: 1, maxLength: 8, selector: (line) => line.id },
);
const amountOff: fc.Arbitrary<DiscountAmount> = fc.oneof(
  fc
    .integer({ min: 1, max: 100 })
    .map((percent): DiscountAmount => ({ kind: 'percent', percent_off: percent })),
  fc
    .integer({ min: 1, max: 500_000 })
    .map((cents): DiscountAmount => ({ kind: 'amount', amount_off_cents: cents })),
);

function code(amount: DiscountAmount): DiscountCode {
  return {
    id: 'code',
    code: 'SAVE',
    kind: amount.kind,
    percent_off: amount.kind === 'percent' ? amount.percent_off : null,
    amount_off_cents: amount.kind === 'amount' ? amount.amount_off_cents : null,
    product_ids: [],
    created_by: 'admin',
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: null,
    max_redemptions: null,
    redemptions: 0,
    active: true,
    stripe: {},
  };
}

describe('order money', () => {
  it('adds up to the cent through discount, tax and any refunds', () => {
    fc.assert(
      fc.property(
        cart,
        fc.option(amountOff, { nil: undefined }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (lines, amount, taxBps, refundPicks) => {
          const products = lines.map((line) => ({
            id: line.id,
            name: line.id,
            price: line.cents / 100,
          }));
          const quote = amount
            ? {
                code: 'SAVE',
                ...discountLines(
                  lines.map((line) => ({ product_id: line.id, subtotal_cents: line.cents })),
                  amount,
                ),
              }
            : undefined;
          const order = orderLines(
            products,
            quote && amount ? { code: code(amount), quote } : undefined,
          );

          const ids = order.product_ids;
          const sum = (values: Record<string, number>) =>
            Object.values(values).reduce((total, cents) => total + cents, 0);
          expect(ids.every((id) => Number.isSafeInteger(order.line_cents[id]))).toBe(true);
          expect(sum(order.line_cents)).toBe(order.total_cents);
          if ('discount' in order) {
            for (const id of ids) {
              expect((order.list_cents[id] ?? 0) - (order.discount_cents[id] ?? 0)).toBe(
                order.line_cents[id],
              );
            }
            expect(sum(order.discount_cents)).toBe(order.discount.cents);
            expect(sum(order.list_cents) - order.discount.cents).toBe(order.total_cents);
          } else {
            expect(ids.map((id) => order.line_cents[id])).toEqual(lines.map((line) => line.cents));
          }

          const taxCents = Math.round((order.total_cents * taxBps) / 10_000);
          const taxed = { ...order, tax_by_line: allocateTax(taxCents, order.line_cents) };
          expect(sum(taxed.tax_by_line)).toBe(taxCents);

          // Refunds of disjoint sets of lines, in any order, then what is left.
          const left = [...ids];
          let refunded = 0;
          for (const pick of refundPicks) {
            if (left.length === 0) break;
            const chosen = left.splice(pick % left.length, 1 + (pick % 2));
            refunded += refundCentsOfLines(taxed, chosen);
          }
          expect(refunded + refundCentsOfLines(taxed, left)).toBe(order.total_cents + taxCents);
        },
      ),
      { numRuns: 500 },
    );
  });
});
