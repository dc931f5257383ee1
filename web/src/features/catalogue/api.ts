import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { catalogueQuery } from './catalogue-query';
import { type CatalogueView, DEFAULT_VIEW } from './catalogue-view';

export { catalogueQuery } from './catalogue-query';

export function useCatalogue(view: CatalogueView) {
  return useInfiniteQuery(catalogueQuery(view));
}

/** The categories shoppers can find now (the facet counts of the shop's first page). */
export function useCatalogueCategories(): string[] {
  const query = useInfiniteQuery(catalogueQuery(DEFAULT_VIEW));
  return query.data?.pages[0]?.facets.categories.map((facet) => facet.value) ?? [];
}

/** The error panel tells an API answer apart from a request that never got one. */
export function catalogueErrorMessage(error: Error): string {
  return error instanceof ApiError
    ? `Database error: ${error.message || error.statusText || `status ${error.status}`}`
    : `Connection error: ${error.message}`;
}
