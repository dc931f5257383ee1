import { z } from 'zod';
import { REVIEW_LIMITS, type RatingSummary } from '../rules/reviews';

/** The API's messages for reviews (shown to the caller as they are). */
export const REVIEW_MESSAGES = {
  notOwner: 'Only buyers who own this product can review it',
  ownProduct: 'You cannot review your own product',
  alreadyReviewed: 'You have already reviewed this product',
  notFound: 'Review not found',
  alreadyReported: 'You have already reported this review',
  ownReview: 'You cannot report your own review',
  ownHelpful: 'You cannot mark your own review as helpful',
  tooManyVotes: 'Too many votes, please try again later',
  tooManyRequests: 'Too many reviews, please try again later',
  busy: 'The review changed meanwhile, please try again',
  invalidCursor: 'Invalid cursor',
} as const;

const rating = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(REVIEW_LIMITS.minRating, 'Rating must be a whole number from 1 to 5')
  .max(REVIEW_LIMITS.maxRating, 'Rating must be a whole number from 1 to 5');
const title = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(REVIEW_LIMITS.titleMax, `Title must be at most ${REVIEW_LIMITS.titleMax} characters`);
const text = z
  .string({ error: 'Review text must be text' })
  .trim()
  .max(REVIEW_LIMITS.textMax, `Review text must be at most ${REVIEW_LIMITS.textMax} characters`);
const displayName = z
  .string({ error: 'Display name is required' })
  .trim()
  .min(
    REVIEW_LIMITS.displayNameMin,
    `Display name must be ${REVIEW_LIMITS.displayNameMin} to ${REVIEW_LIMITS.displayNameMax} characters`,
  )
  .max(
    REVIEW_LIMITS.displayNameMax,
    `Display name must be ${REVIEW_LIMITS.displayNameMin} to ${REVIEW_LIMITS.displayNameMax} characters`,
  )
  // An address as a display name would publish it: the shop never shows buyers' e-mails.
  .refine((value) => !value.includes('@'), 'Display name must not be an e-mail address');

/** POST /api/products/{id}/reviews. */
export const createReviewBody = z.object({
  rating,
  title: title.default(''),
  text: text.default(''),
  displayName,
});

/** PATCH /api/products/{id}/reviews/mine: only what changes. */
export const editReviewBody = z
  .object({
    rating: rating.optional(),
    title: title.optional(),
    text: text.optional(),
    displayName: displayName.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');

export const reviewReplyBody = z.object({
  text: z
    .string({ error: 'Reply text is required' })
    .trim()
    .min(1, 'Reply text is required')
    .max(REVIEW_LIMITS.replyMax, `Reply must be at most ${REVIEW_LIMITS.replyMax} characters`),
});

export const reportReviewBody = z.object({
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(
      REVIEW_LIMITS.reportReasonMax,
      `Reason must be at most ${REVIEW_LIMITS.reportReasonMax} characters`,
    )
    .default(''),
});

export const moderateReviewBody = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(
      REVIEW_LIMITS.moderationReasonMax,
      `Reason must be at most ${REVIEW_LIMITS.moderationReasonMax} characters`,
    ),
});

const cursor = z.string().trim().max(2000, 'Invalid cursor').optional();
const limit = z.coerce
  .number({ error: 'limit must be a number from 1 to 50' })
  .int('limit must be a number from 1 to 50')
  .min(1, 'limit must be a number from 1 to 50')
  .max(50, 'limit must be a number from 1 to 50')
  .default(10);

export const listReviewsQuery = z.object({
  sort: z
    .enum(['newest', 'rating', 'helpful'], { error: 'sort must be newest, rating or helpful' })
    .default('newest'),
  cursor,
  limit,
});

/**
 * POST /api/review-requests/unsubscribe: what the review-request e-mail's link carries (the
 * body); the one-click route takes the same two in its query string (RFC 8058).
 */
export const reviewRequestUnsubscribeBody = z.object({
  request: z
    .string({ error: 'request is required' })
    .trim()
    .min(1, 'request is required')
    .max(300, 'Invalid unsubscribe link'),
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, 'Invalid unsubscribe link'),
});

export const reviewRequestOneClickQuery = reviewRequestUnsubscribeBody;

export const REVIEW_REQUEST_MESSAGES = {
  unsubscribed: 'You will get no more review requests',
  invalidLink: 'This unsubscribe link is not valid or has expired',
} as const;

export const moderationQuery = z.object({
  view: z
    .enum(['reported', 'recent'], { error: 'view must be reported or recent' })
    .default('reported'),
  cursor,
  limit,
});

export type { RatingSummary } from '../rules/reviews';

export interface PublicReview {
  reviewId: string;
  displayName: string;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** Every review is by a buyer who owned the product when writing it. */
  verifiedPurchase: true;
  /** How many people marked it helpful. */
  helpfulCount: number;
  /** Whether the signed-in caller marked it helpful (absent for guests). */
  helpfulByMe?: boolean;
  reply?: { text: string; at: string; editedAt?: string };
}

export interface ReviewPage {
  summary: RatingSummary;
  reviews: PublicReview[];
  nextCursor?: string;
}

/** The caller's own review of a product, and whether they may write one. */
export interface MyReviewResponse {
  review: (PublicReview & { hidden: boolean }) | null;
  canReview: boolean;
  /** Why not, when they may not. */
  reason?: string;
}

/** PUT and DELETE /api/products/{id}/reviews/{reviewId}/helpful. */
export interface HelpfulVoteResult {
  helpfulCount: number;
  /** Whether the caller's vote now stands. */
  helpful: boolean;
}

export interface ReviewMessage {
  message: string;
}

export interface ModeratedReview extends PublicReview {
  productId: string;
  productName: string;
  hidden?: { by: 'moderation' | 'refund'; reason: string; at: string };
  reportCount: number;
  /**
   * The review's reports. `reason` is empty once `reasonErased`: the reporters' text is kept
   * only until the admin decides or the retention period ends (rules/review-reports.ts).
   */
  reports: { reason: string; reportedAt: string; reasonErased?: true }[];
}

export interface ModerationPage {
  reviews: ModeratedReview[];
  nextCursor?: string;
}
