const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown in USD. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Stripe and the table count cents; the product record keeps dollars as the spec does. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
