import { groupEntry } from '../http/group-entry';
import { reviewsRoutes } from '../routes/reviews';
import {
  deleteHelpful,
  postReport,
  putHelpful,
  putReply,
  removeReply,
  unsubscribeReviewRequestsHandler,
  oneClickUnsubscribeHandler,
} from '../handlers/reviews/feedback';
import {
  dismissReviewReports,
  hideReview,
  listModerationQueue,
  restoreReview,
} from '../handlers/reviews/moderation';
import {
  deleteMyReview,
  getMyReview,
  listReviews,
  patchMyReview,
  postReview,
} from '../handlers/reviews/reviews';

/** Lambda entry of the `reviews` function group (reviews, replies, reports, helpful votes, moderation). */
export const handler = groupEntry('reviews', reviewsRoutes, {
  listReviews,
  getMyReview,
  postReview,
  patchMyReview,
  deleteMyReview,
  putReply,
  removeReply,
  postReport,
  putHelpful,
  deleteHelpful,
  unsubscribeReviewRequestsHandler,
  oneClickUnsubscribeHandler,
  listModerationQueue,
  hideReview,
  restoreReview,
  dismissReviewReports,
});
