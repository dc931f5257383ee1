import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  dismissReports,
  listModeration,
  moderateReview,
} from '../../services/reviews/moderation-service';
import { adminActor } from '../shared/admin-actor';

/** GET /api/admin/reviews: reported (default) or recent reviews (admin). */
export const listModerationQueue = defineHandler(
  'GET /api/admin/reviews',
  async ({ caller, query }) => json(200, await listModeration(caller, query)),
);

/** POST /api/admin/products/{id}/reviews/{reviewId}/hide: hidden with a reason, audited. */
export const hideReview = defineHandler(
  'POST /api/admin/products/{id}/reviews/{reviewId}/hide',
  async ({ caller, event, params, body }) =>
    json(
      200,
      await moderateReview(
        adminActor(caller, event),
        params.id,
        params.reviewId,
        'hide',
        body.reason,
      ),
    ),
);

/** POST /api/admin/products/{id}/reviews/{reviewId}/restore: shown again with a reason, audited. */
export const restoreReview = defineHandler(
  'POST /api/admin/products/{id}/reviews/{reviewId}/restore',
  async ({ caller, event, params, body }) =>
    json(
      200,
      await moderateReview(
        adminActor(caller, event),
        params.id,
        params.reviewId,
        'restore',
        body.reason,
      ),
    ),
);

/** POST /api/admin/products/{id}/reviews/{reviewId}/dismiss: review kept, reports closed, audited. */
export const dismissReviewReports = defineHandler(
  'POST /api/admin/products/{id}/reviews/{reviewId}/dismiss',
  async ({ caller, event, params, body }) =>
    json(
      200,
      await dismissReports(adminActor(caller, event), params.id, params.reviewId, body.reason),
    ),
);
