import type { QuotedLine } from '@contracts/discounts';
import type { DiscountedLine } from '@rules/discounts';
import { toCents } from '@rules/money';
import type { CartItem } from './cart-storage';

/*
 * The cart's prices, checks and checkout lines, as pure functions like cart-storage.ts, apart
 * from it: the cart page, its checks and checkout use them, every page's first load does not.
 */

/** What `POST /api/cart/validate` says about one product (contracts/catalogue.ts). */
export interface CartProductCheck {
  id: string;
  price: number;
  active: boolean;
  available_for_purchase: boolean;
  pwyw_minimum?: number | null;
}

export interface CartReconciliation {
  items: CartItem[];
  /** Items dropped because their product is missing, inactive or not for sale. */
  removed: number;
  /** Items whose price was replaced by the current one. */
  repriced: number;
}

/**
 * Spec: an item is invalid if its product is missing, not active or not available for
 * purchase; a changed price is replaced by the current one. Only ids in `checkedIds` are judged,
 * so an item added while the check was running is kept as it is.
 */
export function reconcileCart(
  items: readonly CartItem[],
  checkedIds: readonly string[],
  products: readonly CartProductCheck[],
): CartReconciliation {
  const checked = new Set(checkedIds);
  const byId = new Map(products.map((product) => [product.id, product]));
  const kept: CartItem[] = [];
  let removed = 0;
  let repriced = 0;
  for (const item of items) {
    if (!checked.has(item.id)) {
      kept.push(item);
      continue;
    }
    const product = byId.get(item.id);
    if (!product || !product.active || !product.available_for_purchase) {
      removed += 1;
      continue;
    }
    if (typeof product.pwyw_minimum === 'number') {
      // The buyer's own amount stands while it meets the minimum (the server checks it again).
      kept.push(payWhatYouWantItem(item, product.pwyw_minimum, product.price));
    } else if (product.price !== item.price) {
      repriced += 1;
      kept.push({ ...item, price: product.price });
    } else {
      kept.push(item);
    }
  }
  return { items: kept, removed, repriced };
}

/** A pay-what-you-want line: the buyer's amount, or the suggested price if below the minimum. */
function payWhatYouWantItem(item: CartItem, minimum: number, suggested: number): CartItem {
  const price =
    typeof item.pwyw_minimum === 'number' && item.price >= minimum ? item.price : suggested;
  return { ...item, price, pwyw_minimum: minimum };
}

/** A checkout line: the id, and a pay-what-you-want line's amount in whole cents. */
export function checkoutLineOf(item: CartItem): {
  id: string;
  kind?: 'bundle';
  amount_cents?: number;
} {
  if (item.kind === 'bundle') return { id: item.id, kind: 'bundle' };
  return typeof item.pwyw_minimum === 'number'
    ? { id: item.id, amount_cents: toCents(item.price) }
    : { id: item.id };
}

/**
 * The cart's total with a checked code, in cents: the check priced each pay-what-you-want line at
 * the amount the cart had then (a code never discounts it), so the amount typed since replaces
 * that line's. Bundles are in the quote as checkout charges them (their products' lines).
 */
export function quotedTotalCents(
  quote: { total_cents: number; lines: readonly { product_id: string; total_cents: number }[] },
  items: readonly CartItem[],
): number {
  const chosen = new Map(
    items
      .filter((item) => typeof item.pwyw_minimum === 'number')
      .map((item) => [item.id, toCents(item.price)]),
  );
  return quote.lines.reduce((total, line) => {
    const amount = chosen.get(line.product_id);
    return amount === undefined ? total : total - line.total_cents + amount;
  }, quote.total_cents);
}

/**
 * The quote's figures per cart item: a product's own line, and for a bundle the sum of its
 * products' lines (each names its bundle), so its row shows what checkout charges for it.
 */
export function discountedItems(quote: {
  lines: readonly QuotedLine[];
}): Map<string, DiscountedLine> {
  const byItem = new Map<string, DiscountedLine>();
  for (const line of quote.lines) {
    const id = line.bundle_id ?? line.product_id;
    const sum = byItem.get(id);
    byItem.set(id, {
      product_id: id,
      subtotal_cents: (sum?.subtotal_cents ?? 0) + line.subtotal_cents,
      discount_cents: (sum?.discount_cents ?? 0) + line.discount_cents,
      total_cents: (sum?.total_cents ?? 0) + line.total_cents,
    });
  }
  return byItem;
}

/** Sum in dollars, rounded to cents so floating-point noise never shows. */
export function cartTotal(items: readonly CartItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * 100, 0)) / 100;
}
