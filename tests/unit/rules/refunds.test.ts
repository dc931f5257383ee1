import fc from 'fast-check';
import {
  linesForRefundAmount,
  MAX_MATCHED_LINES,
  refundState,
} from '../../../lambdas/rules/refunds';

describe('the lines a Dashboard refund stands for', () => {
  const charges = { a: 4800, b: 1860, c: 1860, d: 999 };

  it('is every line when it is the whole remaining charge', () => {
    expect(linesForRefundAmount(9519, charges)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is the smallest set of lines adding up to exactly its amount, first in order', () => {
    expect(linesForRefundAmount(4800, charges)).toEqual(['a']);
    expect(linesForRefundAmount(1860, charges)).toEqual(['b']);
    expect(linesForRefundAmount(2859, charges)).toEqual(['b', 'd']);
  });

  it('is none when no set of lines adds up to it, or it is nothing', () => {
    expect(linesForRefundAmount(123, charges)).toBeUndefined();
    expect(linesForRefundAmount(0, charges)).toBeUndefined();
    expect(linesForRefundAmount(100, {})).toBeUndefined();
  });

  it('always answers lines whose charges add up to the amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 800_000 }),
        (values, amount) => {
          const lines = Object.fromEntries(values.map((value, index) => [`p${index}`, value]));
          const chosen = linesForRefundAmount(amount, lines);
          if (chosen) {
            expect(chosen.reduce((sum, id) => sum + (lines[id] ?? 0), 0)).toBe(amount);
          }
        },
      ),
    );
  });

  it('does not search the subsets of a very long order', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_MATCHED_LINES + 1 }, (_, index) => [`p${index}`, 100]),
    );
    expect(linesForRefundAmount(100, many)).toBeUndefined();
    expect(linesForRefundAmount(100 * (MAX_MATCHED_LINES + 1), many)).toHaveLength(
      MAX_MATCHED_LINES + 1,
    );
  });
});

describe("a paid order's refund state", () => {
  it('is paid, partially refunded or refunded', () => {
    expect(refundState(2, 0)).toBe('paid');
    expect(refundState(1, 1)).toBe('partially_refunded');
    expect(refundState(0, 2)).toBe('refunded');
  });
});
