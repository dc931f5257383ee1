import type { CartItem } from '../cart/cart-context';
import { useBundleQuotes } from './api';

/**
 * The cart's items with each bundle at the price the server quotes this viewer (less what they
 * own, never below the floor), which checkout charges; until the quote is in, the price kept
 * when it was added. Also the quotes, by bundle id, for the cart's notes.
 */
export function useBundlePricedItems(items: readonly CartItem[]) {
  const bundleIds = items.filter((item) => item.kind === 'bundle').map((item) => item.id);
  const quotes = useBundleQuotes(bundleIds);
  const byId = new Map(bundleIds.map((id, index) => [id, quotes[index]]));
  const priced = items.map((item) => {
    const quote = byId.get(item.id)?.data;
    return quote ? { ...item, price: quote.price_cents / 100 } : item;
  });
  return { items: priced, quotes: byId };
}
