import { z } from 'zod';
import { cursorKey, openCursor, sealCursor } from '../../infra/cursor-seal';
import { lookupIndex } from '../../repositories/keys';
import { cursorScope, keyBelongs, type PageKey } from '../../repositories/page-cursor';
import { lastKeySchema } from '../../repositories/page-key';
import { querySellerListed } from '../../repositories/seller-product-listing';
import type { CatalogueProduct } from '../../rules/product';
import { readVisibleCards } from '../shared/visible-cards';

/**
 * A storefront's products in catalogue order (featured first, then newest), a page at a time
 * from the seller's own product list: the featured ones, then the others, each newest first,
 * so a page reads about one page of products however many the seller has.
 */

/** Where the next page starts: which half of the order, and after which key (none: its start). */
export interface StorefrontPosition {
  featured: boolean;
  key?: PageKey;
}

/** Items looked at per Query, and Queries per answer: a page stays a bounded read. */
const EVALUATE_PER_QUERY = 100;
const MAX_QUERIES = 10;

export interface StorefrontProductsPage {
  products: CatalogueProduct[];
  next?: StorefrontPosition;
}

export async function storefrontProductPage(
  sellerId: string,
  position: StorefrontPosition | undefined,
  size: number,
): Promise<StorefrontProductsPage> {
  let at: StorefrontPosition | undefined = position ?? { featured: true };
  const ids: string[] = [];
  // Past MAX_QUERIES a page ends with what it found, but never empty while more may follow
  // (a seller with thousands of products and no featured one reads on to the others).
  for (
    let queries = 0;
    at && ids.length < size && (queries < MAX_QUERIES || ids.length === 0);
    queries += 1
  ) {
    const page = await querySellerListed(sellerId, {
      featured: at.featured,
      evaluate: EVALUATE_PER_QUERY,
      ...(at.key ? { startKey: at.key } : {}),
    });
    const taken = page.products.slice(0, size - ids.length);
    ids.push(...taken.map((product) => product.id));
    const last = taken.at(-1);
    if (taken.length < page.products.length && last) at = { featured: at.featured, key: last.key };
    else if (page.lastKey) at = { featured: at.featured, key: page.lastKey };
    else at = at.featured ? { featured: false } : undefined;
  }
  const cards = await readVisibleCards(ids, { isAdmin: false });
  const products = ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
  return { products, ...(at ? { next: at } : {}) };
}

const positionSchema = z.object({ featured: z.boolean(), key: lastKeySchema.optional() });

const scopeOf = (sellerId: string) => cursorScope('storefront-products', sellerId);

export async function encodeStorefrontCursor(
  sellerId: string,
  position: StorefrontPosition,
): Promise<string> {
  return sealCursor(await cursorKey(), scopeOf(sellerId), position);
}

/** The position a cursor of this storefront carries; undefined for anything else. */
export async function decodeStorefrontCursor(
  sellerId: string,
  cursor: string,
): Promise<StorefrontPosition | undefined> {
  const parsed = positionSchema.safeParse(openCursor(await cursorKey(), scopeOf(sellerId), cursor));
  if (!parsed.success) return undefined;
  const { featured, key } = parsed.data;
  if (key && !keyBelongs(key, { index: 'GSI2', partition: lookupIndex.seller(sellerId) })) {
    return undefined;
  }
  return key ? { featured, key } : { featured };
}
