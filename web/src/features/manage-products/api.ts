import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ManagedProductDetail } from '@contracts/manage/products';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const PAGE_SIZE = 24;

/** The back office's product list: the seller's own, or all for an admin; cursor paging. */
export function managedProductsQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.manageProducts.list(search),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/manage/products', {
        query: { search: search || undefined, cursor: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useManagedProducts(search: string) {
  return useInfiniteQuery(managedProductsQuery(search));
}

export function useManagedProduct(id: string) {
  return useQuery({
    queryKey: queryKeys.manageProducts.detail(id),
    queryFn: ({ signal }) => callApi('GET /api/manage/products/{id}', { params: { id }, signal }),
    // The editor works on what it read; other people's changes come back as 409, not refetches.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export type Detail = ManagedProductDetail;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** 409: someone else changed the product (the server's message says to reload). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
