import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';

/** GET /api/seller/bundles: the caller's bundles, each with why shoppers cannot see it. */
export function useSellerBundles() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.sellerBundles(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/seller/bundles', { signal }),
    enabled: Boolean(user),
  });
}

/** PUT /api/seller/bundles/{bundleId}/listing: lists or unlists a bundle. */
export function useBundleListing() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bundleId, listed }: { bundleId: string; listed: boolean }) =>
      callApi('PUT /api/seller/bundles/{bundleId}/listing', {
        params: { bundleId },
        body: { listed },
      }),
    onSuccess: ({ bundle }) => {
      toast.success(bundle.listed ? 'Bundle listed' : 'Bundle unlisted', {
        description: bundle.name,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerBundles(user?.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bundle(bundle.id) });
    },
    onError: (error) => {
      toast.error('Could not change the bundle', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    },
  });
}
