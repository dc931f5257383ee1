import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';
import { productDetailQuery } from './product-query';

/**
 * GET /api/products/{id} (product-query.ts). The key carries the viewer because the answer
 * depends on who asks (an admin may open products that are not for sale); it waits for the
 * session so an admin's first request is not an anonymous 404.
 */
export function useProductDetail(id: string | undefined) {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...productDetailQuery(id ?? '', user?.id ?? null),
    enabled: !!id && !loading,
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
