import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from 'sonner';
import { useAuth } from '../auth/auth-context';

/**
 * GET /api/sellers/{handle}. The key carries the viewer: the admin and the seller see a hidden
 * or empty storefront that shoppers do not. It waits for the session, like the product page.
 */
export function useStorefront(handle: string) {
  const { user, loading } = useAuth();
  return useInfiniteQuery({
    queryKey: queryKeys.storefronts.page(handle, user?.id ?? null),
    queryFn: ({ signal, pageParam }) =>
      callApi('GET /api/sellers/{handle}', {
        params: { handle },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !!handle && !loading,
  });
}

/** PUT /api/admin/storefronts/{handle}/visibility: the admin's Hide / Show. */
export function useStorefrontVisibility(handle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      callApi('PUT /api/admin/storefronts/{handle}/visibility', {
        params: { handle },
        body: { hidden },
      }),
    onSuccess: (answer) => {
      toast.success(answer.hidden ? 'Storefront hidden' : 'Storefront shown');
      void queryClient.invalidateQueries({ queryKey: queryKeys.storefronts.all });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
}

/** GET /api/my/follows: whom the signed-in user follows (none asked for when signed out). */
export function useMyFollows() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.storefronts.follows(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/my/follows', { signal }),
    enabled: !!user,
  });
}

/** Follows or unfollows a seller by handle; every storefront entry is read again after. */
export function useFollowMutation(handle: string, displayName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? callApi('PUT /api/sellers/{handle}/follow', { params: { handle } })
        : callApi('DELETE /api/sellers/{handle}/follow', { params: { handle } }),
    onSuccess: (answer) => {
      toast.success(
        answer.following ? `You follow ${displayName}` : `You no longer follow ${displayName}`,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.storefronts.all });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
}
