import type { PublicReview, ReviewPage } from '@contracts/reviews';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { REVIEW_SORTS, reviewKeys } from './api';

type Pages = InfiniteData<ReviewPage, string>;

/** The loaded pages with one review's reply replaced by the server's answer (none: removed). */
function withReply(data: Pages, answer: PublicReview): Pages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      reviews: page.reviews.map((review) => {
        if (review.reviewId !== answer.reviewId) return review;
        // Only the reply is taken: the answer is the seller's view (no helpfulByMe of theirs).
        const { reply: _old, ...rest } = review;
        return answer.reply ? { ...rest, reply: answer.reply } : rest;
      }),
    })),
  };
}

/**
 * The seller's reply to a review: saving (PUT, first time or edit) or deleting it puts the
 * server's answer into every loaded order of the product's reviews, so it shows at once.
 */
export function useReviewReply(productId: string, reviewId: string) {
  const queryClient = useQueryClient();
  const apply = (answer: PublicReview) => {
    for (const sort of REVIEW_SORTS) {
      queryClient.setQueryData<Pages>(
        reviewKeys.page(productId, sort),
        (data) => data && withReply(data, answer),
      );
    }
  };
  const params = { id: productId, reviewId };
  const save = useMutation({
    mutationFn: (text: string) =>
      callApi('PUT /api/products/{id}/reviews/{reviewId}/reply', { params, body: { text } }),
    onSuccess: apply,
  });
  const remove = useMutation({
    mutationFn: () => callApi('DELETE /api/products/{id}/reviews/{reviewId}/reply', { params }),
    onSuccess: apply,
  });
  return { save, remove };
}
