/** The `reviews` group: buyers' verified reviews, sellers' replies, reports and moderation. */
import { BY_ACCESS } from './access';
import {
  type HelpfulVoteResult,
  type ModeratedReview,
  type ModerationPage,
  type MyReviewResponse,
  type PublicReview,
  type ReviewMessage,
  type ReviewPage,
  createReviewBody,
  editReviewBody,
  listReviewsQuery,
  moderateReviewBody,
  moderationQuery,
  reportReviewBody,
  reviewReplyBody,
  reviewRequestOneClickQuery,
  reviewRequestUnsubscribeBody,
} from '../contracts/reviews';
import { type RouteSpec, responds } from './route-spec';

export const reviewsRoutes = {
  // The product page's reviews: anyone who may see the product.
  'GET /api/products/{id}/reviews': {
    group: 'reviews',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    query: listReviewsQuery,
    response: responds<ReviewPage>(),
  },
  // The caller's own review and whether they may write one (a buyer who owns the product).
  'GET /api/products/{id}/reviews/mine': {
    group: 'reviews',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyReviewResponse>(),
  },
  // Writing needs a purchase of the product: every other caller is refused (403) by the
  // service; the matrix counts that as reaching the route's rules.
  'POST /api/products/{id}/reviews': {
    group: 'reviews',
    access: 'signed-in',
    outcomes: { buyerB: 403, testUser: 403, sellers: 403, admin: 403 },
    body: createReviewBody,
    response: responds<PublicReview>(),
  },
  'PATCH /api/products/{id}/reviews/mine': {
    group: 'reviews',
    access: 'signed-in',
    outcomes: { buyerB: 403, testUser: 403, sellers: 403, admin: 403 },
    body: editReviewBody,
    response: responds<PublicReview>(),
  },
  'DELETE /api/products/{id}/reviews/mine': {
    group: 'reviews',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    response: responds<ReviewMessage>(),
  },
  // The product's seller (or an admin) replies once; a second call edits the reply.
  'PUT /api/products/{id}/reviews/{reviewId}/reply': {
    group: 'reviews',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: reviewReplyBody,
    response: responds<PublicReview>(),
  },
  'DELETE /api/products/{id}/reviews/{reviewId}/reply': {
    group: 'reviews',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<PublicReview>(),
  },
  'POST /api/products/{id}/reviews/{reviewId}/report': {
    group: 'reviews',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: reportReviewBody,
    response: responds<ReviewMessage>(),
  },
  // Any signed-in user but the author marks a shown review helpful, once; DELETE takes it back.
  // Both are idempotent (a repeat answers the same count).
  'PUT /api/products/{id}/reviews/{reviewId}/helpful': {
    group: 'reviews',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<HelpfulVoteResult>(),
  },
  'DELETE /api/products/{id}/reviews/{reviewId}/helpful': {
    group: 'reviews',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<HelpfulVoteResult>(),
  },
  // The review-request e-mail's unsubscribe link: the request's own secret is the credential.
  'POST /api/review-requests/unsubscribe': {
    group: 'reviews',
    access: 'public',
    outcomes: BY_ACCESS,
    body: reviewRequestUnsubscribeBody,
    response: responds<ReviewMessage>(),
  },
  // The same from the List-Unsubscribe header: mail clients POST a form body
  // ("List-Unsubscribe=One-Click", RFC 8058) that is not read; the link is in the query.
  'POST /api/review-requests/unsubscribe/one-click': {
    group: 'reviews',
    access: 'public',
    outcomes: BY_ACCESS,
    query: reviewRequestOneClickQuery,
    response: responds<ReviewMessage>(),
  },
  // The back office's moderation.
  'GET /api/admin/reviews': {
    group: 'reviews',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: moderationQuery,
    response: responds<ModerationPage>(),
  },
  'POST /api/admin/products/{id}/reviews/{reviewId}/hide': {
    group: 'reviews',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: moderateReviewBody,
    response: responds<ModeratedReview>(),
  },
  'POST /api/admin/products/{id}/reviews/{reviewId}/restore': {
    group: 'reviews',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: moderateReviewBody,
    response: responds<ModeratedReview>(),
  },
  // Leaves the review as it is and closes its open reports (erasing the reporters' text), with
  // the admin's reason in the audit log; nothing open, nothing written.
  'POST /api/admin/products/{id}/reviews/{reviewId}/dismiss': {
    group: 'reviews',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: moderateReviewBody,
    response: responds<ModeratedReview>(),
  },
} as const satisfies Record<string, RouteSpec>;
