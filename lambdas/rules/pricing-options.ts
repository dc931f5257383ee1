import { formatCents, toCents } from './money';
import { isPayWhatYouWant } from './pay-what-you-want';
import type { Product } from './product';

/**
 * Free and pay-what-you-want products, one rule for the web and the Lambdas.
 *
 * - Free: `price` 0 and not pay-what-you-want. Claimed from its page ("Get it free"), never
 *   sold through the cart or Stripe.
 * - Pay what you want: `pwyw_minimum` set (0 or more); `price` is then the suggested price
 *   (at least the minimum), which the cart prefills. The buyer's amount is checked again on the
 *   server. With a minimum of 0 the product can also be claimed free from its page; a paid
 *   cart never carries a line of $0 (that is what the free claim is for).
 */
type PricedProduct = Pick<Product, 'price'> & { pwyw_minimum?: number | null };

// Defined apart (pay-what-you-want.ts) so the product page's first load carries only it.
export { isPayWhatYouWant };

export const PRICING_MESSAGES = {
  suggestedBelowMinimum: 'The suggested price must be at least the minimum.',
  minimumInvalid: 'The minimum must be a number of at least 0, with at most two decimals.',
  amountBelowMinimum: (name: string, minimumCents: number) =>
    `The amount for ${name} must be at least ${formatCents(minimumCents)}.`,
  amountZero: (name: string) =>
    `${name} can be had for free: use "Get it free" on its page instead of the cart.`,
  freeNotInCart: (names: readonly string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} free: use "Get it free" on the product page instead of the cart.`,
  notFree: 'This product is not free.',
} as const;

/** Priced 0 with no pay-what-you-want: only ever claimed, never in the cart. */
export function isFreeProduct(product: PricedProduct): boolean {
  return !isPayWhatYouWant(product) && toCents(product.price) === 0;
}

/** What "Get it free" may claim: a free product, or pay what you want from $0. */
export function canClaimFree(product: PricedProduct): boolean {
  return (
    isFreeProduct(product) ||
    (isPayWhatYouWant(product) && toCents(product.pwyw_minimum ?? 0) === 0)
  );
}

/**
 * Whether a discount code may reduce a line: never a pay-what-you-want line (the buyer sets its
 * price, and a code must never take it below the minimum), whatever the code's scope.
 */
export function isDiscountable(product: PricedProduct): boolean {
  return !isPayWhatYouWant(product);
}

/** The least a buyer may pay for a line, in cents (the price itself for a fixed price). */
export function minimumCents(product: PricedProduct): number {
  return isPayWhatYouWant(product) ? toCents(product.pwyw_minimum ?? 0) : toCents(product.price);
}

/** The amount the cart starts a line at: the suggested price (the price for a fixed price). */
export function suggestedCents(product: PricedProduct): number {
  return toCents(product.price);
}

/**
 * The seller's settings: a minimum of 0 or more and a suggested price at least that. Used by
 * the product contract's refinement (web form and server alike).
 */
export function payWhatYouWantProblem(input: PricedProduct): string | undefined {
  if (!isPayWhatYouWant(input)) return undefined;
  if (toCents(input.price) < toCents(input.pwyw_minimum ?? 0)) {
    return PRICING_MESSAGES.suggestedBelowMinimum;
  }
  return undefined;
}

export type ChosenAmount = { ok: true; cents: number } | { ok: false; message: string };

/**
 * What a cart line is charged, in cents: the fixed price; for pay what you want, the buyer's
 * amount (the suggested price when none is sent), refused below the minimum and refused at 0
 * (a free claim, not a paid cart line). Whatever the form did, the server runs this again.
 */
export function chosenAmount(
  product: PricedProduct & Pick<Product, 'name'>,
  amountCents: number | undefined,
): ChosenAmount {
  if (!isPayWhatYouWant(product)) return { ok: true, cents: toCents(product.price) };
  const cents = amountCents ?? suggestedCents(product);
  const minimum = minimumCents(product);
  if (cents < minimum) {
    return { ok: false, message: PRICING_MESSAGES.amountBelowMinimum(product.name, minimum) };
  }
  if (cents === 0) return { ok: false, message: PRICING_MESSAGES.amountZero(product.name) };
  return { ok: true, cents };
}
