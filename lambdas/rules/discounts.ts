import { formatCents } from './money';

/**
 * Discount codes: the texts buyers see and the arithmetic of a discount, shared by the cart page
 * (what it shows before checkout) and the server (what it records per order line). The split is
 * the one Stripe Checkout makes, so the reduced total shown is the total charged: a percentage is
 * taken off each eligible line and rounded to the cent (halves up); a fixed amount is spread over
 * the eligible lines in proportion to their prices, the cents left over on the last eligible
 * line, never more than a line is worth. Amounts are in cents.
 */

/** The buyer-facing texts, word for word. None of them names the products a code is for. */
export const DISCOUNT_MESSAGES = {
  notValid: 'This discount code is not valid.',
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has reached its usage limit.',
  notApplicable: 'This discount code does not apply to the items in your cart.',
  codeTaken: 'A discount code with this name already exists.',
  notFound: 'Discount code not found',
  tooManyChecks: 'Too many discount code attempts. Please wait a few minutes and try again.',
} as const;

/** What a code takes off: a percentage (1 to 100, up to 2 decimals) or a fixed amount in cents. */
export type DiscountAmount =
  { kind: 'percent'; percent_off: number } | { kind: 'amount'; amount_off_cents: number };

/** A cart line as the discount sees it: its product and its price in cents. */
export interface DiscountableLine {
  product_id: string;
  subtotal_cents: number;
}

export interface DiscountedLine extends DiscountableLine {
  discount_cents: number;
  total_cents: number;
}

export interface DiscountedCart {
  lines: DiscountedLine[];
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}

/** Codes are compared without regard to case and stored upper-case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A percentage of an amount in cents, to the cent, halves up (as Stripe rounds a line). */
export function percentOfCents(cents: number, percent: number): number {
  // Percentages have at most 2 decimals: working in hundredths keeps the product an integer.
  const hundredths = Math.round(percent * 100);
  return Math.floor((cents * hundredths + 5000) / 10000);
}

function fixedShares(subtotals: readonly number[], amountOff: number): number[] {
  const whole = subtotals.reduce((sum, subtotal) => sum + subtotal, 0);
  if (whole === 0 || subtotals.length === 0) return subtotals.map(() => 0);
  const off = Math.min(amountOff, whole);
  const shares = subtotals.map((subtotal) => Math.floor((off * subtotal) / whole));
  const spread = shares.reduce((sum, share) => sum + share, 0);
  const last = shares.length - 1;
  shares[last] = (shares[last] ?? 0) + off - spread;
  // A remainder bigger than a small last line moves back to the lines before it.
  for (let index = last; index > 0; index -= 1) {
    const overflow = Math.max(0, (shares[index] ?? 0) - (subtotals[index] ?? 0));
    shares[index] = (shares[index] ?? 0) - overflow;
    shares[index - 1] = (shares[index - 1] ?? 0) + overflow;
  }
  return shares;
}

/**
 * The discount of each line. `eligible` says which lines the code applies to (every line of a
 * shop-wide code); the others keep their price.
 */
export function discountLines(
  lines: readonly DiscountableLine[],
  amount: DiscountAmount,
  eligible: (line: DiscountableLine) => boolean = () => true,
): DiscountedCart {
  const eligibleIndexes = lines.flatMap((line, index) => (eligible(line) ? [index] : []));
  const off = lines.map(() => 0);
  if (amount.kind === 'percent') {
    for (const index of eligibleIndexes) {
      const subtotal = lines[index]?.subtotal_cents ?? 0;
      off[index] = Math.min(subtotal, percentOfCents(subtotal, amount.percent_off));
    }
  } else {
    const subtotals = eligibleIndexes.map((index) => lines[index]?.subtotal_cents ?? 0);
    const shares = fixedShares(subtotals, amount.amount_off_cents);
    eligibleIndexes.forEach((lineIndex, position) => {
      off[lineIndex] = shares[position] ?? 0;
    });
  }
  const discounted = lines.map((line, index) => {
    const discount = off[index] ?? 0;
    return { ...line, discount_cents: discount, total_cents: line.subtotal_cents - discount };
  });
  const sum = (pick: (line: DiscountedLine) => number) =>
    discounted.reduce((total, line) => total + pick(line), 0);
  return {
    lines: discounted,
    subtotal_cents: sum((line) => line.subtotal_cents),
    discount_cents: sum((line) => line.discount_cents),
    total_cents: sum((line) => line.total_cents),
  };
}

/**
 * Which products a code is for. Named products, when it names any; otherwise every product of
 * its owner: the whole shop for the admin's codes, every product of the seller (those listed
 * later included) for a seller's "all my products" code. A seller's code never reaches another
 * seller's products, so it never lowers their price or their payout.
 */
export function discountAppliesTo(
  code: { product_ids: readonly string[]; seller_id?: string | undefined },
  product: { id: string; seller_id?: string | undefined },
): boolean {
  if (code.product_ids.length > 0) return code.product_ids.includes(product.id);
  return code.seller_id === undefined || product.seller_id === code.seller_id;
}

/** A code for all of a seller's products, whose Stripe coupon is made per checkout. */
export function isSellerWideCode(code: {
  product_ids: readonly string[];
  seller_id?: string | undefined;
}): boolean {
  return code.product_ids.length === 0 && code.seller_id !== undefined;
}

/** Why a code cannot be used now, or undefined while it can (product scope checked apart). */
export type DiscountCodeProblem = 'notValid' | 'expired' | 'usedUp';

export function discountCodeProblem(
  code: {
    active: boolean;
    expires_at?: string | null;
    max_redemptions?: number | null;
    redemptions: number;
  },
  now: Date,
): DiscountCodeProblem | undefined {
  if (!code.active) return 'notValid';
  if (code.expires_at && Date.parse(code.expires_at) <= now.getTime()) return 'expired';
  if (code.max_redemptions != null && code.redemptions >= code.max_redemptions) return 'usedUp';
  return undefined;
}

/** How a code shows in the back office. */
export type DiscountCodeStatus = 'active' | 'inactive' | 'expired' | 'used_up';

export function discountCodeStatus(
  code: Parameters<typeof discountCodeProblem>[0],
  now: Date,
): DiscountCodeStatus {
  const problem = discountCodeProblem(code, now);
  if (problem === 'notValid') return 'inactive';
  if (problem === 'expired') return 'expired';
  if (problem === 'usedUp') return 'used_up';
  return 'active';
}

/** "25%" or "$5.00 off" style label of what a code takes off. */
export function describeDiscount(amount: DiscountAmount): string {
  if (amount.kind === 'percent') return `${amount.percent_off}% off`;
  return `${formatCents(amount.amount_off_cents)} off`;
}
