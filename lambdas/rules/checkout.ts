import type { Product } from './product';

/** The spec's checkout and payment texts, word for word where it gives them. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Cart is empty',
  /** Names only what the catalogue shows; never text the browser sent. */
  unavailable: (names: readonly string[]) =>
    names.length > 0
      ? `Some items are no longer available: ${names.join(', ')}`
      : 'Some items in your cart are no longer available.',
  alreadyOwned: (names: readonly string[]) =>
    `You already own: ${names.join(', ')}. Remove them from your cart to continue.`,
  /** For a guest: whoever types an address must not learn which products it bought. */
  alreadyOwnedByAddress:
    'This email address has already bought some of these products. Remove them from your cart to continue.',
  shopAccountsCannotBuy:
    'Admin and seller accounts cannot buy products. Sign in with a buyer account to purchase.',
  tooManyCheckouts: 'Too many checkout attempts. Please wait a few minutes and try again.',
  requiresLogin: 'An account exists for this email. Please sign in to complete your purchase.',
  providerFailed: 'Something went wrong. Please try again.',
  notCompleted: 'Payment not completed yet',
  /** The session expired or its delayed payment failed: nothing was charged or granted. */
  checkoutClosed:
    'This checkout was not paid: it expired or the payment failed. Nothing was charged.',
  verificationFailed: 'Payment verification failed',
  noPurchase: 'No purchase found for this session',
  fileNotFound: 'File not found',
} as const;

/** Spec, cart validation: a product can be bought while it exists, is active and is for sale. */
export function isPurchasable(
  product: Pick<Product, 'active' | 'available_for_purchase'> | undefined,
): boolean {
  return Boolean(product?.active && product.available_for_purchase);
}

/** Ids in their first order, each once (a cart never buys the same product twice). */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** Stripe caps each metadata value at 500 characters. */
export const METADATA_VALUE_LIMIT = 500;

/**
 * Product ids as Checkout Session metadata: a comma list in `product_ids`, continued in
 * `product_ids_2`, `product_ids_3`... when it would exceed Stripe's value limit.
 */
export function productIdsMetadata(ids: readonly string[]): Record<string, string> {
  const chunks: string[] = [];
  let current = '';
  for (const id of ids) {
    const next = current ? `${current},${id}` : id;
    if (next.length > METADATA_VALUE_LIMIT && current) {
      chunks.push(current);
      current = id;
    } else {
      current = next;
    }
  }
  if (current) chunks.push(current);
  return Object.fromEntries(
    chunks.map((chunk, index) => [index === 0 ? 'product_ids' : `product_ids_${index + 1}`, chunk]),
  );
}

/** The reverse of productIdsMetadata. */
export function productIdsFromMetadata(metadata: Record<string, string> | null | undefined) {
  const ids: string[] = [];
  for (let index = 1; ; index += 1) {
    const value = metadata?.[index === 1 ? 'product_ids' : `product_ids_${index}`];
    if (!value) return ids;
    ids.push(...value.split(',').filter(Boolean));
  }
}

/** `yyyy-mm` of an ISO timestamp (UTC): the month a sale is counted in. */
export function yearMonthOf(isoTimestamp: string): string {
  return isoTimestamp.slice(0, 7);
}

/**
 * A Checkout Session id is the guest's download credential, so logs carry only this short,
 * non-usable reference to it.
 */
export function sessionRef(sessionId: string): string {
  return sessionId.length > 16 ? `${sessionId.slice(0, 8)}…${sessionId.slice(-6)}` : '…';
}
