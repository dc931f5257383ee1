/** A buyer's own review of a product: write, edit, delete, and the product page's listing. */
import { PRODUCT_NOT_FOUND } from '../../contracts/catalogue';
import {
  REVIEW_MESSAGES,
  type MyReviewResponse,
  type PublicReview,
  type ReviewPage,
} from '../../contracts/reviews';
import { reviewKeys } from '../../repositories/keys';
import {
  cursorScope,
  decodePageCursor,
  encodePageCursor,
  type KeyPlace,
} from '../../repositories/page-cursor';
import { getProduct } from '../../repositories/product-repository';
import { listMostHelpful, votedReviewIds } from '../../repositories/review-helpful-repository';
import {
  getAggregate,
  getReview,
  listShownReviews,
  reviewIdOf,
  type Review,
  type ReviewOrder,
} from '../../repositories/review-repository';
import { getPurchase, getSellerRecord } from '../../repositories/user-repository';
import type { Product } from '../../rules/product';
import { ratingSummary, reviewRefusal, type Star } from '../../rules/reviews';
import { isVisibleOnProductPage } from '../../rules/visibility';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';
import { changeReview } from '../review-ledger/review-change';
import { publicReview } from './review-views';

/** Writing is cheap to abuse (a storm of edits moves the aggregate): 30 writes an hour. */
export const REVIEW_RATE_LIMIT = {
  scope: 'review-write',
  limit: 30,
  windowSeconds: 3600,
} as const satisfies RateLimitRule;

/** A product the viewer may see on its page; anything else is 'Product Not Found'. */
export async function visibleProduct(
  productId: string,
  caller: Pick<Caller, 'role'> | undefined,
  sellerId?: string,
): Promise<Product> {
  const product = await getProduct(productId);
  const viewer = { isAdmin: caller?.role === 'admin', ...(sellerId ? { sellerId } : {}) };
  if (!product || product.retired_at || !isVisibleOnProductPage(product, viewer)) {
    throw new NotFoundError(PRODUCT_NOT_FOUND);
  }
  return product;
}

/** `refusal`: the caller sees the product but may not review it (403, with the reason). */
interface Eligibility {
  product: Product;
  refusal?: string;
}

async function eligibility(caller: Caller, productId: string): Promise<Eligibility> {
  const [seller, purchase] = await Promise.all([
    getSellerRecord(caller.userId),
    getPurchase(caller.userId, productId),
  ]);
  const product = await visibleProduct(productId, caller, seller?.active ? seller.id : undefined);
  const refusal = reviewRefusal({
    callerSellerId: seller?.id,
    productSellerId: product.seller_id,
    ownsPurchase: purchase !== undefined,
  });
  if (refusal === 'own-product') return { product, refusal: REVIEW_MESSAGES.ownProduct };
  if (refusal === 'not-owner') return { product, refusal: REVIEW_MESSAGES.notOwner };
  return { product };
}

export async function myReview(caller: Caller, productId: string): Promise<MyReviewResponse> {
  const { refusal } = await eligibility(caller, productId);
  const review = await getReview(productId, reviewIdOf(productId, caller.userId));
  return {
    review: review ? { ...publicReview(review), hidden: Boolean(review.hidden) } : null,
    canReview: !refusal && !review,
    ...(refusal ? { reason: refusal } : {}),
  };
}

export interface ReviewInput {
  rating: number;
  title: string;
  text: string;
  displayName: string;
}

export async function createReview(
  caller: Caller,
  productId: string,
  input: ReviewInput,
  now = new Date(),
): Promise<PublicReview> {
  const { refusal } = await eligibility(caller, productId);
  if (refusal) throw new ForbiddenError(refusal);
  await enforceRateLimits(
    [{ rule: REVIEW_RATE_LIMIT, subject: caller.userId }],
    REVIEW_MESSAGES.tooManyRequests,
    now,
  );
  const reviewId = reviewIdOf(productId, caller.userId);
  const at = now.toISOString();
  const review: Review = {
    review_id: reviewId,
    product_id: productId,
    author_id: caller.userId,
    display_name: input.displayName,
    rating: input.rating as Star,
    title: input.title,
    text: input.text,
    created_at: at,
    updated_at: at,
    report_count: 0,
    helpful_count: 0,
    version: 1,
  };
  return changeReview(productId, reviewId, (current) => {
    if (current) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
    return { next: review, result: publicReview(review) };
  });
}

/**
 * The author edits their review. Allowed while they still own the product; a review hidden by
 * a refund or by moderation may be edited but stays hidden (only the admin shows it again).
 */
export async function editReview(
  caller: Caller,
  productId: string,
  input: Partial<ReviewInput>,
  now = new Date(),
): Promise<PublicReview> {
  const { refusal } = await eligibility(caller, productId);
  if (refusal) throw new ForbiddenError(refusal);
  await enforceRateLimits(
    [{ rule: REVIEW_RATE_LIMIT, subject: caller.userId }],
    REVIEW_MESSAGES.tooManyRequests,
    now,
  );
  return changeReview(productId, reviewIdOf(productId, caller.userId), (current) => {
    if (!current) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const next: Review = {
      ...current,
      ...(input.rating !== undefined ? { rating: input.rating as Star } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
      updated_at: now.toISOString(),
    };
    return { next, result: publicReview(next) };
  });
}

/** The author deletes their review (even after a refund: it is theirs to take back). */
export async function deleteReview(caller: Caller, productId: string): Promise<void> {
  await changeReview(productId, reviewIdOf(productId, caller.userId), (current) => {
    if (!current) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    return { next: undefined, result: undefined };
  });
}

/** Where each order's listing lies: the cursor must name a key of the same listing. */
function listingPlace(productId: string, sort: ReviewOrder): KeyPlace {
  const tablePartition = reviewKeys.partition(productId);
  if (sort === 'helpful') {
    return {
      partition: tablePartition,
      sortKey: (value) => value.startsWith(reviewKeys.helpfulRankPrefix),
    };
  }
  return sort === 'rating'
    ? { index: 'GSI2', partition: reviewKeys.highestRatedPartition(productId), tablePartition }
    : { index: 'GSI1', partition: tablePartition, tablePartition };
}

/** One page of a product's shown reviews, with its rating summary. */
export async function listProductReviews(
  caller: Caller | undefined,
  productId: string,
  query: { sort: ReviewOrder; cursor?: string | undefined; limit: number },
): Promise<ReviewPage> {
  const seller = caller ? await getSellerRecord(caller.userId) : undefined;
  await visibleProduct(productId, caller, seller?.active ? seller.id : undefined);
  const scope = cursorScope('reviews', productId, query.sort);
  const startKey = query.cursor
    ? await decodePageCursor(query.cursor, scope, listingPlace(productId, query.sort))
    : undefined;
  if (query.cursor && !startKey) throw new BadRequestError(REVIEW_MESSAGES.invalidCursor);
  const [aggregate, page] = await Promise.all([
    getAggregate(productId),
    query.sort === 'helpful'
      ? listMostHelpful(productId, query.limit, startKey)
      : listShownReviews(productId, query.sort, query.limit, startKey),
  ]);
  const voted = caller ? await votedReviewIds(caller.userId, page.reviews) : undefined;
  const nextCursor = await encodePageCursor(page.lastKey, scope);
  return {
    summary: ratingSummary(aggregate),
    reviews: page.reviews.map((review) => ({
      ...publicReview(review),
      ...(voted ? { helpfulByMe: voted.has(review.review_id) } : {}),
    })),
    ...(nextCursor ? { nextCursor } : {}),
  };
}
