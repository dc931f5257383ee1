import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { productDetailQuery } from './product-query';

/**
 * GET /api/products/{id} (product-query.ts). The key carries the viewer because the answer
 * depends on who asks (an admin may open products that are not for sale); it waits for the
 * session so an admin's first request is not an anonymous 404.
 */
export function useProductDetail(id: string | undefined) {
  const { user, loading } = useAuth();
  return useQuery({
    ...productDetailQuery(id ?? '', user?.id ?? null),
    enabled: !!id && !loading,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
