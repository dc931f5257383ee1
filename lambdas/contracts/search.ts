import { z } from 'zod';
import { PRICE_RANGE_MESSAGE, pageLimit, priceBound, priceRangeInOrder } from './listing-query';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  type CatalogueFacets,
} from '../rules/catalogue-browse';
import { PLATFORMS, type CatalogueProduct } from '../rules/product';

/**
 * Catalogue text search (the `search` group): the catalogue's filters and answer, ranked by
 * how well each product matches the text.
 */

export const SEARCH_MESSAGES = {
  textRequired: 'Enter something to search for.',
  textTooLong: 'The search text is too long (at most 100 characters).',
  priceRange: PRICE_RANGE_MESSAGE,
  badCursor: 'The cursor is not valid for this search; start again from the first page.',
} as const;

export const SEARCH_SORTS = [
  'relevance',
  'newest',
  'popular',
  'price_asc',
  'price_desc',
  'rating',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A page of results is a page of the catalogue. */
export const SEARCH_PAGE_DEFAULT = CATALOGUE_PAGE_SIZE;
export const SEARCH_PAGE_MAX = CATALOGUE_MAX_PAGE_SIZE;

/**
 * An empty `q` is a 400, not the plain catalogue: the shop calls this route only while the box
 * has text, and `GET /api/products` already answers the catalogue (cached at the edge).
 */
export const searchQuery = z
  .object({
    q: z
      .string({ error: SEARCH_MESSAGES.textRequired })
      .trim()
      .min(1, SEARCH_MESSAGES.textRequired)
      .max(100, SEARCH_MESSAGES.textTooLong),
    category: z.string().trim().min(1).max(100, 'category is too long').optional(),
    platform: z
      .enum(PLATFORMS, { error: `platform must be one of ${PLATFORMS.join(', ')}` })
      .optional(),
    app: z.string().trim().min(1).max(200, 'app is too long').optional(),
    min_price: priceBound('min_price'),
    max_price: priceBound('max_price'),
    sort: z
      .enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
      .optional(),
    cursor: z.string().max(500, SEARCH_MESSAGES.badCursor).optional(),
    limit: pageLimit(SEARCH_PAGE_MAX),
  })
  .refine(priceRangeInOrder, { message: SEARCH_MESSAGES.priceRange, path: ['min_price'] });
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * Counts of the products that match, per value: each facet counts with every other filter
 * applied but not its own, so picking a category still shows how many the others hold. The
 * catalogue's facet shapes, so the shop reads both answers alike.
 */
export type { AppFacetCount, CatalogueFacets, FacetCount } from '../rules/catalogue-browse';

export interface SearchResponse {
  products: CatalogueProduct[];
  next_cursor: string | null;
  facets: CatalogueFacets;
}
