import { randomUUID } from 'node:crypto';
import {
  getReview,
  reviewIdOf,
  writeReviewChange,
  type Review,
} from '../../lambdas/repositories/review-repository';
import { getReviewRequest } from '../../lambdas/repositories/review-request-repository';
import { putReviewRequest } from '../../lambdas/repositories/review-request-due';
import type { RouteKey } from '../../lambdas/routes';
import type { MatrixFixtures, MatrixRequestSpec } from './matrix-requests';

/** A shown review of the matrix's product by `authorId`, written straight to the table. */
export async function storedReview(productId: string, authorId: string): Promise<Review> {
  const reviewId = reviewIdOf(productId, authorId);
  const existing = await getReview(productId, reviewId);
  if (existing) return existing;
  const at = new Date().toISOString();
  const review: Review = {
    review_id: reviewId,
    product_id: productId,
    author_id: authorId,
    display_name: 'Matrix Buyer',
    rating: 4,
    title: 'Useful',
    text: 'Saved me a day',
    created_at: at,
    updated_at: at,
    report_count: 0,
    version: 1,
  };
  await writeReviewChange(productId, reviewId, undefined, review);
  return (await getReview(productId, reviewId)) ?? review;
}

/** Buyer A's own review (the routes on "mine" act on it). */
async function buyerAReview(f: MatrixFixtures): Promise<Review> {
  const userId = f.identities.buyerA.user?.userId;
  if (!userId) throw new Error('Matrix buyer A has no user');
  return storedReview(f.productId, userId);
}

/** A review of its own per case (another author), so hiding or reporting disturbs no other. */
async function freshReview(f: MatrixFixtures): Promise<{ id: string; reviewId: string }> {
  const review = await storedReview(f.productId, `matrix-author-${randomUUID()}`);
  return { id: f.productId, reviewId: review.review_id };
}

/** A genuine review-request unsubscribe link, for the guest order of the fixtures. */
async function unsubscribeLink(f: MatrixFixtures) {
  const day = '2030-01-01';
  await putReviewRequest(day, f.guestSessionId);
  const request = await getReviewRequest(day, f.guestSessionId);
  return {
    body: { request: `${day}.${f.guestSessionId}`, token: request?.unsubscribe_token ?? '' },
  };
}

export const REVIEWS_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'POST /api/products/{id}/reviews': {
    build: (f) => ({
      params: { id: f.productId },
      body: { rating: 5, title: 'Great', text: 'Works well', displayName: 'Ann B.' },
    }),
  },
  'PATCH /api/products/{id}/reviews/mine': {
    build: async (f) => {
      await buyerAReview(f);
      return { params: { id: f.productId }, body: { rating: 3 } };
    },
  },
  'DELETE /api/products/{id}/reviews/mine': {
    build: async (f) => {
      await buyerAReview(f);
      return { params: { id: f.productId } };
    },
  },
  'PUT /api/products/{id}/reviews/{reviewId}/reply': {
    build: async (f) => ({ params: await freshReview(f), body: { text: 'Thank you!' } }),
  },
  'DELETE /api/products/{id}/reviews/{reviewId}/reply': {
    build: async (f) => ({ params: await freshReview(f) }),
  },
  'POST /api/products/{id}/reviews/{reviewId}/report': {
    build: async (f) => ({ params: await freshReview(f), body: { reason: 'Spam' } }),
  },
  'PUT /api/products/{id}/reviews/{reviewId}/helpful': {
    build: async (f) => ({ params: await freshReview(f) }),
  },
  'DELETE /api/products/{id}/reviews/{reviewId}/helpful': {
    build: async (f) => ({ params: await freshReview(f) }),
  },
  'POST /api/admin/products/{id}/reviews/{reviewId}/hide': {
    build: async (f) => ({ params: await freshReview(f), body: { reason: 'Off topic' } }),
  },
  'POST /api/admin/products/{id}/reviews/{reviewId}/restore': {
    build: async (f) => ({ params: await freshReview(f), body: { reason: 'Reviewed again' } }),
  },
  'POST /api/admin/products/{id}/reviews/{reviewId}/dismiss': {
    build: async (f) => ({ params: await freshReview(f), body: { reason: 'Nothing wrong' } }),
  },
  'POST /api/review-requests/unsubscribe': { build: unsubscribeLink },
  'POST /api/review-requests/unsubscribe/one-click': {
    build: async (f) => ({ query: (await unsubscribeLink(f)).body }),
  },
};
