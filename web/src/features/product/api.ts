import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';

/**
 * GET /api/products/{id}: product, latest version, contents preview and related products in
 * one answer. The key carries the viewer because the answer depends on who asks (an admin may
 * open products that are not for sale); it waits for the session so an admin's first request
 * is not an anonymous 404.
 */
export function useProductDetail(id: string | undefined) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: queryKeys.product(id, user?.id ?? null),
    enabled: !!id && !loading,
    queryFn: async ({ signal }) => {
      const body = await callApi('GET /api/products/{id}', { params: { id: id ?? '' }, signal });
      if (!body?.product?.id) throw new ApiError(500, 'The product has an unexpected format');
      return body;
    },
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
