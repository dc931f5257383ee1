import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  deleteReply,
  replyToReview,
  reportReview,
} from '../../services/reviews/reply-report-service';
import { setHelpfulVote } from '../../services/reviews/helpful-service';
import { unsubscribeReviewRequests } from '../../services/review-requests/review-request-unsubscribe';

/** PUT /api/products/{id}/reviews/{reviewId}/reply: the seller's reply (or its edit). */
export const putReply = defineHandler(
  'PUT /api/products/{id}/reviews/{reviewId}/reply',
  async ({ caller, params, body }) =>
    json(200, await replyToReview(caller, params.id, params.reviewId, body.text)),
);

/** DELETE /api/products/{id}/reviews/{reviewId}/reply: the seller takes their reply back. */
export const removeReply = defineHandler(
  'DELETE /api/products/{id}/reviews/{reviewId}/reply',
  async ({ caller, params }) => json(200, await deleteReply(caller, params.id, params.reviewId)),
);

/** POST /api/products/{id}/reviews/{reviewId}/report: any signed-in user, once per review. */
export const postReport = defineHandler(
  'POST /api/products/{id}/reviews/{reviewId}/report',
  async ({ caller, params, body }) =>
    json(200, await reportReview(caller, params.id, params.reviewId, body.reason)),
);

/** PUT /api/products/{id}/reviews/{reviewId}/helpful: any signed-in user but its author. */
export const putHelpful = defineHandler(
  'PUT /api/products/{id}/reviews/{reviewId}/helpful',
  async ({ caller, params }) =>
    json(200, await setHelpfulVote(caller, params.id, params.reviewId, true)),
);

/** DELETE /api/products/{id}/reviews/{reviewId}/helpful: the voter takes their vote back. */
export const deleteHelpful = defineHandler(
  'DELETE /api/products/{id}/reviews/{reviewId}/helpful',
  async ({ caller, params }) =>
    json(200, await setHelpfulVote(caller, params.id, params.reviewId, false)),
);

/** POST /api/review-requests/unsubscribe: the review-request e-mail's link, without signing in. */
export const unsubscribeReviewRequestsHandler = defineHandler(
  'POST /api/review-requests/unsubscribe',
  async ({ body }) => json(200, await unsubscribeReviewRequests(body)),
);

/** POST /api/review-requests/unsubscribe/one-click: a mail client's List-Unsubscribe POST. */
export const oneClickUnsubscribeHandler = defineHandler(
  'POST /api/review-requests/unsubscribe/one-click',
  async ({ query }) => json(200, await unsubscribeReviewRequests(query)),
);
