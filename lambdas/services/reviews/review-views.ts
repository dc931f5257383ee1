import type { PublicReview } from '../../contracts/reviews';
import type { Review } from '../../repositories/review-repository';

/** What anyone may see of a review: never its author's id or e-mail, only their chosen name. */
export function publicReview(review: Review): PublicReview {
  return {
    reviewId: review.review_id,
    displayName: review.display_name,
    rating: review.rating,
    title: review.title,
    text: review.text,
    createdAt: review.created_at,
    updatedAt: review.updated_at,
    verifiedPurchase: true,
    helpfulCount: review.helpful_count ?? 0,
    ...(review.reply
      ? {
          reply: {
            text: review.reply.text,
            at: review.reply.at,
            ...(review.reply.edited_at ? { editedAt: review.reply.edited_at } : {}),
          },
        }
      : {}),
  };
}
