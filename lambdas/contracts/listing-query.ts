/**
 * Query-string pieces the catalogue's two listings share (GET /api/products and
 * GET /api/search): the page size, the price bounds and the price range's order, so both answer
 * a bad page or price with the same words.
 */
import { z } from 'zod';

/** `limit`: a whole number of products per page, 1 to `max`. */
export const pageLimit = (max: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .optional();

/** Whether a query's price range is in order (either bound may be absent). */
export const priceRangeInOrder = (query: { min_price?: number; max_price?: number }): boolean =>
  query.min_price === undefined ||
  query.max_price === undefined ||
  query.min_price <= query.max_price;

/**
 * `min_price` / `max_price` in USD: from 0 up to the highest price a product may have (100,000,
 * contracts/manage/products.ts), so no bound a product could meet is refused.
 */
export const priceBound = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be negative`)
    .max(100_000, `${name} is too high`)
    .optional();

export const PRICE_RANGE_MESSAGE = 'min_price cannot be above max_price';
