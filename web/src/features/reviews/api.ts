import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type ReviewSort = 'newest' | 'rating' | 'helpful';
export const REVIEW_SORTS: readonly ReviewSort[] = ['newest', 'rating', 'helpful'];

/** Every key of a product's reviews, so a change refreshes the list, the form and the title. */
export const reviewKeys = {
  all: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, sort: ReviewSort) => ['reviews', productId, sort] as const,
  mine: (productId: string, userId: string) => ['reviews', productId, 'mine', userId] as const,
};

export function useReviewPages(productId: string, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: reviewKeys.page(productId, sort),
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/products/{id}/reviews', {
        params: { id: productId },
        query: { sort, limit: 5, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
    // Another order of the same product keeps the section (summary, form, list) on screen
    // until its page arrives; another product's reviews are never shown in the meantime.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === productId ? previous : undefined,
  });
}

export function useMyReview(productId: string, userId: string | undefined) {
  return useQuery({
    queryKey: reviewKeys.mine(productId, userId ?? ''),
    queryFn: ({ signal }) =>
      callApi('GET /api/products/{id}/reviews/mine', { params: { id: productId }, signal }),
    enabled: Boolean(userId),
  });
}

/** After a change: the reviews, the caller's own and the product's rating line. */
function useRefresh(productId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all(productId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.productPages }),
    ]);
}

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
  displayName: string;
}

export function useSaveReview(productId: string, editing: boolean) {
  const refresh = useRefresh(productId);
  return useMutation({
    mutationFn: (draft: ReviewDraft) =>
      editing
        ? callApi('PATCH /api/products/{id}/reviews/mine', {
            params: { id: productId },
            body: draft,
          })
        : callApi('POST /api/products/{id}/reviews', { params: { id: productId }, body: draft }),
    onSuccess: refresh,
  });
}

export function useDeleteReview(productId: string) {
  const refresh = useRefresh(productId);
  return useMutation({
    mutationFn: () =>
      callApi('DELETE /api/products/{id}/reviews/mine', { params: { id: productId } }),
    onSuccess: refresh,
  });
}

export function useReportReview(productId: string) {
  return useMutation({
    mutationFn: (reviewId: string) =>
      callApi('POST /api/products/{id}/reviews/{reviewId}/report', {
        params: { id: productId, reviewId },
        body: { reason: '' },
      }),
  });
}
