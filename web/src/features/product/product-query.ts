import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';
import { landingQueryKeys as queryKeys } from '../../lib/landing-query-keys';

/**
 * GET /api/products/{id}: product, latest version, contents preview and related products in
 * one answer, as `viewerId` (null: anonymous) sees it.
 */
export function productDetailQuery(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.product(id, viewerId),
    queryFn: ({ signal }) => fetchProductDetail(id, signal),
  });
}

/** The product's API path, as the landing preload asks for it. */
export const productApiPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

export type ProductDetail = Awaited<ReturnType<typeof fetchProductDetail>>;

/** The product's answer, checked for the shape the page reads. */
export async function fetchProductDetail(id: string, signal?: AbortSignal) {
  const body = await callApi('GET /api/products/{id}', { params: { id }, signal });
  if (!body?.product?.id) throw new ApiError(500, 'The product has an unexpected format');
  return body;
}
