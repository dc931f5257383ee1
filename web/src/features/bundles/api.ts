import { useQuery } from '@tanstack/react-query';
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

/** One viewer's quote of a bundle; the cart's several quotes are in bundle-cart.ts. */
export const quoteQuery = (bundleId: string, viewerId: string | null, enabled: boolean) => ({
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
