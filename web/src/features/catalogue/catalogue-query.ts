import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CatalogueResponse } from '@rules/product';
import { isRetryable, retryDelayMs } from '../../lib/query-retry';
import { ApiError, apiRequest } from '../../lib/api-client';
import { landingQueryKeys as queryKeys } from '../../lib/landing-query-keys';
import { type CatalogueView, catalogueApiPath } from './catalogue-view';

/** One page of a view (null: the first), checked for the shape the page reads. */
export async function fetchCataloguePage(
  view: CatalogueView,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CatalogueResponse> {
  const body = await apiRequest<CatalogueResponse>(catalogueApiPath(view, cursor), { signal });
  if (!Array.isArray(body.products) || typeof body.facets !== 'object') {
    throw new ApiError(500, 'The product list has an unexpected format');
  }
  return body;
}

/**
 * The pages of one catalogue view, loaded one after another as the shopper scrolls. The API
 * applies visibility, filters and order. Keys sit under the catalogue's key, so invalidating
 * it (a product edited, a product gone) refreshes every view.
 */
export const catalogueQuery = (view: CatalogueView) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.catalogue, 'browse', catalogueApiPath(view)],
    initialPageParam: null as string | null,
    getNextPageParam: (page: CatalogueResponse) => page.next_cursor,
    // The home page shows its error panel at the first failure instead of skeletons through
    // several seconds of retries, and keeps trying behind the panel with the usual backoff.
    retry: false,
    refetchInterval: (query: {
      state: { status: string; error: Error | null; fetchFailureCount: number };
    }) =>
      query.state.status === 'error' && isRetryable(query.state.error)
        ? retryDelayMs(query.state.fetchFailureCount)
        : false,
    queryFn: ({ pageParam, signal }) => fetchCataloguePage(view, pageParam, signal),
  });
