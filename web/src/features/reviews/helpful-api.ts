import type { PublicReview, ReviewPage } from '@contracts/reviews';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi } from '../../lib/api-client';
import { REVIEW_SORTS, reviewKeys } from './api';

type Pages = InfiniteData<ReviewPage, string>;

/** The loaded pages with one review's count and the caller's vote replaced. */
function withVote(data: Pages, reviewId: string, change: Partial<PublicReview>): Pages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      reviews: page.reviews.map((review) =>
        review.reviewId === reviewId ? { ...review, ...change } : review,
      ),
    })),
  };
}

interface Vote {
  reviewId: string;
  helpful: boolean;
  /** The count shown when clicked (the optimistic one is this plus or minus one). */
  count: number;
}

/**
 * "Helpful" answers at once: every loaded list of the product's reviews shows the new count
 * before the request, goes back (with the server's reason) if it fails, and takes the server's
 * count when it answers. The "most helpful" list is read again afterwards, since the vote may
 * move the review in it.
 */
export function useHelpfulVote(productId: string) {
  const queryClient = useQueryClient();
  const keys = REVIEW_SORTS.map((sort) => reviewKeys.page(productId, sort));
  const applyToAll = (reviewId: string, change: Partial<PublicReview>) => {
    for (const key of keys) {
      queryClient.setQueryData<Pages>(key, (data) => data && withVote(data, reviewId, change));
    }
  };
  return useMutation({
    mutationFn: (vote: Vote) => {
      const options = { params: { id: productId, reviewId: vote.reviewId } };
      return vote.helpful
        ? callApi('PUT /api/products/{id}/reviews/{reviewId}/helpful', options)
        : callApi('DELETE /api/products/{id}/reviews/{reviewId}/helpful', options);
    },
    onMutate: async (vote) => {
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const previous = keys.map((key) => [key, queryClient.getQueryData<Pages>(key)] as const);
      applyToAll(vote.reviewId, {
        helpfulByMe: vote.helpful,
        helpfulCount: Math.max(0, vote.count + (vote.helpful ? 1 : -1)),
      });
      return { previous };
    },
    onSuccess: (answer, vote) =>
      applyToAll(vote.reviewId, { helpfulByMe: answer.helpful, helpfulCount: answer.helpfulCount }),
    onError: (error, _vote, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error(error.message);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: reviewKeys.page(productId, 'helpful') }),
  });
}
