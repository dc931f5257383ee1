import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type ModerationView = 'reported' | 'recent';

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
      action: 'hide' | 'restore';
      reason: string;
    }) =>
      callApi(
        input.action === 'hide'
          ? 'POST /api/admin/products/{id}/reviews/{reviewId}/hide'
          : 'POST /api/admin/products/{id}/reviews/{reviewId}/restore',
        {
          params: { id: input.productId, reviewId: input.reviewId },
          body: { reason: input.reason },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-reviews'] }),
  });
}
