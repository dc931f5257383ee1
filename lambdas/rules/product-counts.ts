import type { Product } from './product';

type CountedFields = Pick<Product, 'retired_at' | 'active' | 'seller_id'>;

/**
 * What the summary cards count. The admin's Products card: every product that is not retired
 * (the admin's product list). A seller's: their products that are active and not retired.
 */
export function countsInShop(product: CountedFields | undefined): boolean {
  return Boolean(product && !product.retired_at);
}

export function countedSeller(product: CountedFields | undefined): string | undefined {
  return product && !product.retired_at && product.active ? product.seller_id : undefined;
}

export interface ProductCountChange {
  shop: number;
  /** Seller id -> change of their count (only sellers whose count moves). */
  sellers: Record<string, number>;
}

/**
 * How a write from `before` to `after` (either absent: created, deleted) moves the counters.
 * Written in the same transaction as the product, whose revision condition makes `before`
 * exactly what it replaces, so concurrent edits never miscount.
 */
export function productCountChange(
  before: CountedFields | undefined,
  after: CountedFields | undefined,
): ProductCountChange {
  const sellers: Record<string, number> = {};
  const previous = countedSeller(before);
  const next = countedSeller(after);
  if (previous !== next) {
    if (previous) sellers[previous] = -1;
    if (next) sellers[next] = 1;
  }
  return { shop: Number(countsInShop(after)) - Number(countsInShop(before)), sellers };
}
