const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown in USD. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** 1799 -> "$17.99": Stripe's amounts. Cents are whole numbers, so /100 is exact to the cent. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** Stripe and the table count cents; the product record keeps dollars as the spec does. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
