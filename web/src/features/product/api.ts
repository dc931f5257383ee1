import type { QueryObserverResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { useLandingAnswer } from '../../lib/landing-answer';
import { useLazyQuery } from '../../lib/lazy-query';
import { landingQueryKeys as queryKeys } from '../../lib/landing-query-keys';
import { loadedQueryClient } from '../../lib/query-store';
import { useAuth } from '../auth/auth-context';
import { type ProductDetail, productApiPath, productDetailQuery } from './product-query';

/** What the product page reads of its answer, with or without Query loaded. */
export interface ProductDetailState {
  data: ProductDetail | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  refetch(): void;
}

const PENDING: ProductDetailState = {
  data: undefined,
  error: null,
  isError: false,
  isFetching: true,
  refetch: () => undefined,
};

function fromQuery(result: QueryObserverResult<ProductDetail>): ProductDetailState {
  return {
    data: result.data,
    error: result.error,
    isError: result.isError,
    isFetching: result.isFetching,
    refetch: () => void result.refetch(),
  };
}

/**
 * GET /api/products/{id} (product-query.ts). The key carries the viewer because the answer
 * depends on who asks (an admin may open products that are not for sale); it waits for the
 * session so an admin's first request is not an anonymous 404. An anonymous visitor landing
 * here sees the preloaded answer before Query is loaded (app/landing-data.ts).
 */
export function useProductDetail(id: string | undefined): ProductDetailState {
  const { user, loading } = useAuth();
  const anonymous = !user && !loading;
  const landing = useLandingAnswer<ProductDetail>(id && anonymous ? productApiPath(id) : null);
  let before: ProductDetailState | null = null;
  if (landing?.status === 'pending') before = PENDING;
  if (landing?.status === 'success') before = { ...PENDING, data: landing.data, isFetching: false };
  const query = useLazyQuery(
    { ...productDetailQuery(id ?? '', user?.id ?? null), enabled: !!id && !loading },
    false,
    (result) => fromQuery(result as QueryObserverResult<ProductDetail>),
    before,
    PENDING,
  );
  // A product that no longer opens is no longer listed either (one visibility rule on the
  // server): the catalogue this tab keeps is older than the change, so it is fetched again.
  const gone = isNotFound(query.error);
  useEffect(() => {
    if (gone) void loadedQueryClient()?.invalidateQueries({ queryKey: queryKeys.catalogue });
  }, [gone]);
  return query;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
