import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type ModerationView = 'reported' | 'recent';
/** Hide, show again, or leave the review as it is and close its reports. */
export type ModerationAction = 'hide' | 'restore' | 'dismiss';

const moderationKey = (view: ModerationView) => ['admin-reviews', view] as const;

export function useModerationQueue(view: ModerationView) {
  return useInfiniteQuery({
    queryKey: moderationKey(view),
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/reviews', {
        query: { view, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      productId: string;
      reviewId: string;
      action: ModerationAction;
      reason: string;
    }) =>
      callApi(
        input.action === 'hide'
          ? 'POST /api/admin/products/{id}/reviews/{reviewId}/hide'
          : input.action === 'restore'
            ? 'POST /api/admin/products/{id}/reviews/{reviewId}/restore'
            : 'POST /api/admin/products/{id}/reviews/{reviewId}/dismiss',
        {
          params: { id: input.productId, reviewId: input.reviewId },
          body: { reason: input.reason },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-reviews'] }),
  });
}
