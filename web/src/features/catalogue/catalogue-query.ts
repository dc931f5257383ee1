import { queryOptions } from '@tanstack/react-query';
import type { CatalogueProduct } from '@rules/product';
import { isRetryable, retryDelayMs } from '../../lib/query-retry';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * The API already applies visibility and order (featured first, newest first), so the page only
 * filters. One key for everyone: the product, cart and header can reuse the cached list.
 */
export const catalogueQuery = queryOptions({
  queryKey: queryKeys.catalogue,
  // The home page shows its error panel at the first failure instead of skeletons through
  // several seconds of retries, and keeps trying behind the panel with the usual backoff.
  retry: false,
  refetchInterval: (query: {
    state: { status: string; error: Error | null; fetchFailureCount: number };
  }) =>
    query.state.status === 'error' && isRetryable(query.state.error)
      ? retryDelayMs(query.state.fetchFailureCount)
      : false,
  queryFn: async ({ signal }): Promise<CatalogueProduct[]> => {
    const body = await callApi('GET /api/products', { signal });
    if (!Array.isArray(body.products)) {
      throw new ApiError(500, 'The product list has an unexpected format');
    }
    return body.products;
  },
});
