/**
 * The amounts of a Checkout Session, line by line, as Stripe works them out: a percentage
 * discount on each line (rounded to the cent, halves up), a fixed discount spread over the
 * lines in proportion to their amounts (the remainder on the last line, never more than the
 * lines are worth), then the tax on what is left of each line. A coupon limited to some
 * products (`applies_to`) discounts only their lines, and a fixed amount is spread over those
 * lines alone. Amounts are in cents.
 */
export interface DiscountRule {
  percent_off: number | null;
  amount_off: number | null;
  /** The Stripe products it is limited to; null or absent: every line. */
  products?: string[] | null;
}

export interface PricedLine {
  amount_subtotal: number;
  amount_discount: number;
  amount_tax: number;
  amount_total: number;
}

export interface SessionTotals {
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
}

/** The local stand-in for Stripe Tax: one rate, added on top of the price (exclusive). */
export const LOCAL_TAX_RATE_PERCENT = 20;

/** In hundredths of a percent (percent_off has at most 2 decimals), so no float rounding. */
function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * Math.round(percent * 100) + 5000) / 10000);
}

function discounts(subtotals: number[], rule: DiscountRule | undefined): number[] {
  if (!rule) return subtotals.map(() => 0);
  if (rule.percent_off !== null) {
    const percent = rule.percent_off;
    return subtotals.map((subtotal) => Math.min(subtotal, percentOf(subtotal, percent)));
  }
  const whole = subtotals.reduce((sum, subtotal) => sum + subtotal, 0);
  const off = Math.min(rule.amount_off ?? 0, whole);
  if (whole === 0 || subtotals.length === 0) return subtotals.map(() => 0);
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

/** Whether the rule discounts a line of this Stripe product. */
export function discountsProduct(rule: DiscountRule, product: string | null | undefined): boolean {
  return !rule.products || (product != null && rule.products.includes(product));
}

/** The discounts of the eligible lines, worked out among them alone; 0 for the others. */
function eligibleDiscounts(
  lines: { product?: string | null }[],
  subtotals: number[],
  rule: DiscountRule | undefined,
): number[] {
  if (!rule?.products) return discounts(subtotals, rule);
  const eligible = lines.flatMap((line, index) =>
    discountsProduct(rule, line.product) ? [index] : [],
  );
  const shares = discounts(
    eligible.map((index) => subtotals[index] ?? 0),
    rule,
  );
  const off = subtotals.map(() => 0);
  eligible.forEach((lineIndex, position) => {
    off[lineIndex] = shares[position] ?? 0;
  });
  return off;
}

export function priceLines(
  lines: { unit_amount: number; quantity: number; product?: string | null }[],
  options: { discount?: DiscountRule; taxRatePercent?: number },
): PricedLine[] {
  const subtotals = lines.map((line) => line.unit_amount * line.quantity);
  const off = eligibleDiscounts(lines, subtotals, options.discount);
  return subtotals.map((subtotal, index) => {
    const discount = off[index] ?? 0;
    const tax = options.taxRatePercent ? percentOf(subtotal - discount, options.taxRatePercent) : 0;
    return {
      amount_subtotal: subtotal,
      amount_discount: discount,
      amount_tax: tax,
      amount_total: subtotal - discount + tax,
    };
  });
}

export function totalsOf(lines: PricedLine[]): SessionTotals {
  const sum = (field: keyof PricedLine) => lines.reduce((total, line) => total + line[field], 0);
  return {
    amount_subtotal: sum('amount_subtotal'),
    amount_total: sum('amount_total'),
    total_details: {
      amount_discount: sum('amount_discount'),
      amount_shipping: 0,
      amount_tax: sum('amount_tax'),
    },
  };
}
