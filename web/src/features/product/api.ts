import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.product(id, user?.id ?? null),
    enabled: !!id && !loading,
    queryFn: async ({ signal }) => {
      const body = await callApi('GET /api/products/{id}', { params: { id: id ?? '' }, signal });
      if (!body?.product?.id) throw new ApiError(500, 'The product has an unexpected format');
      return body;
    },
  });
  // A product that no longer opens is no longer listed either (one visibility rule on the
  // server): the catalogue this tab keeps is older than the change, so it is fetched again.
  const gone = isNotFound(query.error);
  useEffect(() => {
    if (gone) void queryClient.invalidateQueries({ queryKey: queryKeys.catalogue });
  }, [gone, queryClient]);
  return query;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
