import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueProduct } from '@rules/product';
import { ApiError, callApi } from '../../lib/api-client';

/**
 * The API already applies visibility and order (featured first, newest first), so the page only
 * filters. One key for everyone: the product, cart and header can reuse the cached list.
 */
export const catalogueQuery = queryOptions({
  queryKey: ['products'] as const,
  queryFn: async ({ signal }): Promise<CatalogueProduct[]> => {
    const body = await callApi('GET /api/products', { signal });
    if (!Array.isArray(body.products)) {
      throw new ApiError(500, 'The product list has an unexpected format');
    }
    return body.products;
  },
});

export function useCatalogue() {
  return useQuery(catalogueQuery);
}

/** Spec section 8: the panel tells an API answer apart from a request that never got one. */
export function catalogueErrorMessage(error: Error): string {
  return error instanceof ApiError
    ? `Database error: ${error.message}`
    : `Connection error: ${error.message}`;
}
