import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  createReview,
  deleteReview,
  editReview,
  listProductReviews,
  myReview,
} from '../../services/reviews/review-service';

/** GET /api/products/{id}/reviews: shown reviews, newest or highest rated first, with the summary. */
export const listReviews = defineHandler(
  'GET /api/products/{id}/reviews',
  async ({ caller, params, query }) =>
    json(200, await listProductReviews(caller, params.id, query)),
);

/** GET /api/products/{id}/reviews/mine: the caller's review and whether they may write one. */
export const getMyReview = defineHandler(
  'GET /api/products/{id}/reviews/mine',
  async ({ caller, params }) => json(200, await myReview(caller, params.id)),
);

/** POST /api/products/{id}/reviews: a buyer who owns the product rates it, once. */
export const postReview = defineHandler(
  'POST /api/products/{id}/reviews',
  async ({ caller, params, body }) => json(201, await createReview(caller, params.id, body)),
);

/** PATCH /api/products/{id}/reviews/mine: the author edits their review. */
export const patchMyReview = defineHandler(
  'PATCH /api/products/{id}/reviews/mine',
  async ({ caller, params, body }) => json(200, await editReview(caller, params.id, body)),
);

/** DELETE /api/products/{id}/reviews/mine: the author deletes their review. */
export const deleteMyReview = defineHandler(
  'DELETE /api/products/{id}/reviews/mine',
  async ({ caller, params }) => {
    await deleteReview(caller, params.id);
    return json(200, { message: 'Review deleted' });
  },
);
