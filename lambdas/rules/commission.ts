/**
 * The shop's commission on a seller's sale, shared by the server and the web.
 *
 * Rates are whole basis points: 1000 = 10%, 1250 = 12.5% (a percentage with up to two decimals
 * is exact). Per order line, in cents: commission = round half-up of price x rate / 10000; the
 * seller's share = price - commission. The price is what the buyer paid for the line (after
 * its part of a discount code), never the list price. A seller's transfer for an order is the sum of the shares
 * of their lines. Everything is integer arithmetic, so no floating-point error reaches a cent.
 */

/** 10%, until the admin sets another default. */
export const DEFAULT_COMMISSION_RATE_BPS = 1000;
export const MAX_COMMISSION_RATE_BPS = 10_000;

const BPS_PER_WHOLE = 10_000;

export function isCommissionRate(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= MAX_COMMISSION_RATE_BPS
  );
}

function assertCents(priceCents: number): void {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`A price in cents must be a whole number >= 0, got ${priceCents}`);
  }
}

function assertRate(rateBps: number): void {
  if (!isCommissionRate(rateBps)) {
    throw new RangeError(`A commission rate must be whole basis points 0..10000, got ${rateBps}`);
  }
}

/** The shop's commission on one line: price x rate, rounded half-up to the cent. */
export function commissionCents(priceCents: number, rateBps: number): number {
  assertCents(priceCents);
  assertRate(rateBps);
  // Half-up on non-negative integers: floor((2 * p * r + 10000) / 20000).
  return Math.floor((2 * priceCents * rateBps + BPS_PER_WHOLE) / (2 * BPS_PER_WHOLE));
}

export interface LineSplit {
  priceCents: number;
  rateBps: number;
  commissionCents: number;
  /** What the seller gets: the rest of the price. */
  shareCents: number;
}

export function splitLine(priceCents: number, rateBps: number): LineSplit {
  const commission = commissionCents(priceCents, rateBps);
  return { priceCents, rateBps, commissionCents: commission, shareCents: priceCents - commission };
}

/** A seller's lines of one order, summed: what one transfer moves. */
export function splitLines(lines: readonly { priceCents: number; rateBps: number }[]): {
  priceCents: number;
  commissionCents: number;
  shareCents: number;
} {
  return lines.reduce(
    (sum, line) => {
      const split = splitLine(line.priceCents, line.rateBps);
      return {
        priceCents: sum.priceCents + split.priceCents,
        commissionCents: sum.commissionCents + split.commissionCents,
        shareCents: sum.shareCents + split.shareCents,
      };
    },
    { priceCents: 0, commissionCents: 0, shareCents: 0 },
  );
}

/** The rate that applies to a seller: their own rate when the admin set one, else the shop's. */
export function effectiveRate(override: number | null | undefined, shopDefault: number): number {
  return override ?? shopDefault;
}

/** 1000 -> "10%", 1250 -> "12.5%", 1 -> "0.01%". */
export function formatRate(rateBps: number): string {
  const percent = rateBps / 100;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : String(percent)}%`;
}

/** "12.5" (a percentage with up to two decimals) -> 1250; undefined when it is not one. */
export function percentToBps(text: string): number | undefined {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return undefined;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return isCommissionRate(bps) ? bps : undefined;
}
