/**
 * Query-string pieces the catalogue's two listings share (GET /api/products and
 * GET /api/search): the page size and the price range's order.
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
