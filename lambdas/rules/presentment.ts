/**
 * The buyer's currency beside the shop's USD (Stripe Adaptive Pricing): prices are set in USD
 * and every shop figure stays in USD; the buyer sees and pays a converted amount. Pure rules,
 * shared by fulfilment, the three refund paths and the local Stripe server (which must convert
 * exactly as the shop expects Stripe to).
 */

/**
 * What the buyer paid in their own currency (Checkout's `presentment_details`), in that
 * currency's smallest unit (cents for EUR, yen for JPY).
 */
export interface OrderPresentment {
  /** Lower-case ISO code, never the shop's own currency. */
  currency: string;
  amount: number;
}

/** One payment seen in two currencies: `total` in the shop's, `presentment` in the buyer's. */
export interface TwoCurrencyCharge {
  total: number;
  presentment: number;
}

/** round(n * num / den), halves up, exact for any amount (no floating point on money). */
function scaled(n: number, num: number, den: number): number {
  if (den <= 0) return 0;
  const twice = 2n * BigInt(n) * BigInt(num) + BigInt(den);
  return Number(twice / (2n * BigInt(den)));
}

/**
 * The buyer's-currency part of refunding `cents` of the shop's currency after `refundedBefore`
 * were refunded: f(before + cents) - f(before), f(c) = round(c * P / T). Converting the running
 * total (not each refund alone) means partial refunds never drift by rounding: they always add
 * up to exactly the presentment amount once the whole charge is back, and never exceed it.
 */
export function presentmentOfRefund(
  charge: TwoCurrencyCharge,
  refundedBefore: number,
  cents: number,
): number {
  const cumulative = (c: number) => scaled(c, charge.presentment, charge.total);
  return cumulative(refundedBefore + cents) - cumulative(refundedBefore);
}

/**
 * The same rule the other way: a refund known only in the buyer's currency (a payment whose
 * charge is in that currency) as the shop's cents, g(before + amount) - g(before) with
 * g(a) = round(a * T / P). A whole refund gives back exactly the shop's total.
 */
export function shopCentsOfRefund(
  charge: TwoCurrencyCharge,
  presentmentBefore: number,
  amount: number,
): number {
  const cumulative = (a: number) => scaled(a, charge.total, charge.presentment);
  return cumulative(presentmentBefore + amount) - cumulative(presentmentBefore);
}

/** Stripe's `presentment_details` when they name another currency than the shop's. */
export function presentmentOf(
  details: { presentment_amount?: number; presentment_currency?: string } | null | undefined,
  shopCurrency: string,
): OrderPresentment | undefined {
  const currency = details?.presentment_currency?.toLowerCase();
  const amount = details?.presentment_amount;
  if (!currency || currency === shopCurrency.toLowerCase()) return undefined;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) return undefined;
  return { currency, amount };
}

/**
 * The local Stripe server's fixed test rates (buyer's currency per USD), documented in
 * docs/payments.md; real Stripe quotes its own rate per session, which the shop never assumes.
 */
export const LOCAL_TEST_RATES: Readonly<Record<string, number>> = { eur: 0.92, gbp: 0.79 };

/** A USD amount in a test currency at its fixed rate (the local server's presentment amount). */
export function atTestRate(usdCents: number, currency: string): number | undefined {
  const rate = LOCAL_TEST_RATES[currency];
  if (rate === undefined) return undefined;
  return scaled(usdCents, Math.round(rate * 10_000), 10_000);
}
