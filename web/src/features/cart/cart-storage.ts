/**
 * The cart as kept in the browser, as pure functions: no React, no
 * DOM, no storage access, so the rules are unit-testable in Node. `cart-store.ts` does the I/O.
 * What prices and checks it is cart-pricing.ts, which the first load does not need.
 */
export const CART_STORAGE_KEY = 'shoppingCart';

/** The shape kept under `shoppingCart`; other tabs and older builds read the same. */
export interface CartItem {
  id: string;
  name: string;
  price: number;
  platform: string;
  image_url: string;
  /** A bundle (features/bundles): checkout sells its products; `price` is the viewer's quote. */
  kind?: 'bundle';
  /**
   * Pay what you want from this minimum (USD); `price` is then the buyer's amount, sent to
   * checkout as the line's `amount_cents` (the server checks it again).
   */
  pwyw_minimum?: number | null;
}

/**
 * The cart item of a product (a catalogue card's or a product page's): only the fields the cart
 * keeps, so nothing else of the product ends up in localStorage.
 */
export function cartItemOf({
  id,
  name,
  price,
  platform,
  image_url,
  kind,
  pwyw_minimum,
}: CartItem): CartItem {
  return {
    id,
    name,
    price,
    platform,
    image_url,
    ...(kind === 'bundle' ? { kind } : {}),
    ...(typeof pwyw_minimum === 'number' ? { pwyw_minimum } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type CartItemCore = Pick<CartItem, 'id' | 'name' | 'price'>;

function isStoredItem(value: unknown): value is Record<string, unknown> & CartItemCore {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.price === 'number' &&
    Number.isFinite(value.price)
  );
}

/**
 * Spec: stored data is accepted only if it is an array whose items have a string id, a string
 * name and a numeric price; otherwise the cart is empty. Optional fields are normalised and a
 * repeated id is kept once.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data) || !data.every(isStoredItem)) return [];
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const item of data) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push({
      id: item.id,
      name: item.name,
      price: item.price,
      platform: typeof item.platform === 'string' ? item.platform : '',
      image_url: typeof item.image_url === 'string' ? item.image_url : '',
      ...(item.kind === 'bundle' ? { kind: 'bundle' as const } : {}),
      ...(typeof item.pwyw_minimum === 'number' ? { pwyw_minimum: item.pwyw_minimum } : {}),
    });
  }
  return items;
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}
