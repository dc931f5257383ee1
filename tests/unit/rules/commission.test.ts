import fc from 'fast-check';
import {
  commissionCents,
  DEFAULT_COMMISSION_RATE_BPS,
  effectiveRate,
  formatRate,
  isCommissionRate,
  percentToBps,
  splitLine,
  splitLines,
} from '../../../lambdas/rules/commission';

const price = fc.integer({ min: 0, max: 100_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });

describe('commission rule', () => {
  it('defaults to 10%', () => {
    expect(DEFAULT_COMMISSION_RATE_BPS).toBe(1000);
    expect(formatRate(DEFAULT_COMMISSION_RATE_BPS)).toBe('10%');
  });

  it('rounds half-up per line, to the cent', () => {
    // 12.5% of $0.04 is 0.5 cent: half goes up.
    expect(commissionCents(4, 1250)).toBe(1);
    // 10% of $0.05 is 0.5 cent: up; of $0.04 is 0.4 cent: down.
    expect(commissionCents(5, 1000)).toBe(1);
    expect(commissionCents(4, 1000)).toBe(0);
    // 10% of $49.99 is 499.9 cents.
    expect(commissionCents(4999, 1000)).toBe(500);
    // 15% of $19.99 is 299.85 cents; 7.5% of $29.00 is 217.5 cents.
    expect(commissionCents(1999, 1500)).toBe(300);
    expect(commissionCents(2900, 750)).toBe(218);
    // 0.01% of $49.99 is 0.4999 cent; of $50.00 it is 0.5 cent.
    expect(commissionCents(4999, 1)).toBe(0);
    expect(commissionCents(5000, 1)).toBe(1);
    expect(commissionCents(4999, 0)).toBe(0);
    expect(commissionCents(4999, 10_000)).toBe(4999);
  });

  it('gives the seller the rest of the price', () => {
    expect(splitLine(4999, 1000)).toEqual({
      priceCents: 4999,
      rateBps: 1000,
      commissionCents: 500,
      shareCents: 4499,
    });
  });

  it('sums a seller’s lines of an order line by line (never on the total)', () => {
    // Per line: 10% of 5 cents is 1 (0.5 up), twice = 2; on the total 10 cents it would be 1.
    expect(
      splitLines([
        { priceCents: 5, rateBps: 1000 },
        { priceCents: 5, rateBps: 1000 },
      ]),
    ).toEqual({ priceCents: 10, commissionCents: 2, shareCents: 8 });
    expect(splitLines([])).toEqual({ priceCents: 0, commissionCents: 0, shareCents: 0 });
  });

  it('property: share + commission = price, neither negative, commission never above price', () => {
    fc.assert(
      fc.property(price, rate, (priceCents, rateBps) => {
        const split = splitLine(priceCents, rateBps);
        expect(split.commissionCents + split.shareCents).toBe(priceCents);
        expect(split.commissionCents).toBeGreaterThanOrEqual(0);
        expect(split.shareCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(split.commissionCents)).toBe(true);
      }),
    );
  });

  it('property: the commission is the exact product rounded half-up to the cent', () => {
    fc.assert(
      fc.property(price, rate, (priceCents, rateBps) => {
        // Exact in BigInt: the commission is within half a cent of price x rate, and a tie
        // (exactly half a cent) goes up.
        const exact = BigInt(priceCents) * BigInt(rateBps); // in 1/10000 cents
        const commission = BigInt(commissionCents(priceCents, rateBps)) * 10_000n;
        const distance = commission - exact;
        expect(distance > -5_000n && distance <= 5_000n).toBe(true);
      }),
      // The ties themselves: half a cent exactly, which goes up.
      {
        examples: [
          [5, 1000],
          [4, 1250],
          [5000, 1],
          [15, 3333 + 1],
        ],
      },
    );
  });

  it('property: a higher rate never gives a lower commission', () => {
    fc.assert(
      fc.property(price, rate, rate, (priceCents, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(commissionCents(priceCents, low)).toBeLessThanOrEqual(
          commissionCents(priceCents, high),
        );
      }),
    );
  });

  it('property: an order’s split is the sum of its lines’ splits', () => {
    const lines = fc.array(fc.record({ priceCents: price, rateBps: rate }), { maxLength: 20 });
    fc.assert(
      fc.property(lines, (orderLines) => {
        const total = splitLines(orderLines);
        const byLine = orderLines.map((line) => splitLine(line.priceCents, line.rateBps));
        expect(total.shareCents).toBe(byLine.reduce((sum, line) => sum + line.shareCents, 0));
        expect(total.shareCents + total.commissionCents).toBe(total.priceCents);
      }),
    );
  });

  it('refuses what is not a price in cents or a rate in basis points', () => {
    expect(() => commissionCents(-1, 1000)).toThrow(RangeError);
    expect(() => commissionCents(10.5, 1000)).toThrow(RangeError);
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
    expect(() => commissionCents(100, 12.5)).toThrow(RangeError);
    expect(isCommissionRate(-1)).toBe(false);
    expect(isCommissionRate(10_000)).toBe(true);
  });

  it('applies a seller’s own rate over the shop’s default', () => {
    expect(effectiveRate(null, 1000)).toBe(1000);
    expect(effectiveRate(undefined, 1000)).toBe(1000);
    expect(effectiveRate(0, 1000)).toBe(0);
    expect(effectiveRate(1500, 1000)).toBe(1500);
  });

  it('reads and writes percentages with up to two decimals', () => {
    expect(percentToBps('10')).toBe(1000);
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('0.01%')).toBe(1);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('100.01')).toBeUndefined();
    expect(percentToBps('1.234')).toBeUndefined();
    expect(percentToBps('abc')).toBeUndefined();
    expect(formatRate(1250)).toBe('12.5%');
    expect(formatRate(1)).toBe('0.01%');
    fc.assert(
      fc.property(rate, (rateBps) => {
        expect(percentToBps(formatRate(rateBps))).toBe(rateBps);
      }),
    );
  });
});
