import { useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';

/** GET /api/bundles/{bundleId}: the same for every viewer. */
export function useBundle(bundleId: string) {
  return useQuery({
    queryKey: queryKeys.bundle(bundleId),
    queryFn: ({ signal }) =>
      callApi('GET /api/bundles/{bundleId}', { params: { bundleId }, signal }),
    enabled: bundleId !== '',
  });
}

/** GET /api/products/{id}/bundles: "Included in" on a product page. */
export function useProductBundles(productId: string) {
  return useQuery({
    queryKey: queryKeys.productBundles(productId),
    queryFn: ({ signal }) =>
      callApi('GET /api/products/{id}/bundles', { params: { id: productId }, signal }),
  });
}

const quoteQuery = (bundleId: string, viewerId: string | null, enabled: boolean) => ({
  queryKey: queryKeys.bundleQuote(bundleId, viewerId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi('POST /api/bundles/{bundleId}/quote', { params: { bundleId }, body: {}, signal }),
  enabled,
  // A refusal (owns every product, no longer for sale) is the answer: not retried.
  retry: false,
});

/** What the viewer pays for the bundle now; waits for the session so it is the right viewer. */
export function useBundleQuote(bundleId: string) {
  const { user, loading } = useAuth();
  return useQuery(quoteQuery(bundleId, user?.id ?? null, bundleId !== '' && !loading));
}

/** The quotes of several bundles (the cart's), in their order. */
export function useBundleQuotes(bundleIds: readonly string[]) {
  const { user, loading } = useAuth();
  return useQueries({
    queries: bundleIds.map((id) => quoteQuery(id, user?.id ?? null, !loading)),
  });
}
