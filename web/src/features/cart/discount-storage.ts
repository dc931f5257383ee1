/**
 * The cart's applied discount code as kept in the browser, as pure functions (no React, no
 * storage access) so the rules are unit-testable in Node. Only the code is kept: the discount
 * itself is always asked of the server again, since prices, the cart and the code may change.
 */
export const DISCOUNT_STORAGE_KEY = 'shoppingCartDiscount';

/** The code alphabet of contracts/discounts.ts; anything else cannot be a code. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** A stored or linked code, trimmed and upper-cased as the shop prints codes; null if not one. */
export function parseDiscountCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/** The code a shared link carries in `?code=`, if any. */
export function discountCodeOfLink(search: string): string | null {
  return parseDiscountCode(new URLSearchParams(search).get('code'));
}

/** The code the cart starts with: a shared link's `?code=` wins over one kept from before. */
export function initialDiscountCode(search: string, stored: string | null): string | null {
  return discountCodeOfLink(search) ?? parseDiscountCode(stored);
}
