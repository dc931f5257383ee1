/**
 * Reviews and their product's rating aggregate. Every change of a review that alters what it
 * counts for (create, rating edit, delete, hide, restore) is one TransactWriteItems: the review
 * write conditioned on the version that was read, and the aggregate's ADDs of the difference.
 * A concurrent change fails the condition and the service reads again, so the aggregate never
 * drifts (no read-modify-write of the aggregate itself).
 */
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { aggregateDelta, emptyAggregate, isEmptyDelta, STARS } from '../rules/reviews';
import type { AggregateDelta, Contribution, RatingAggregate, Star } from '../rules/reviews';
import { followInCatalogue } from './catalogue-browse/popularity';
import { reviewKeys } from './keys';
import type { PageKey } from './page-key';
import { rankWrites } from './review-helpful-rank';
import { queryAll, tableName, withoutLayout } from './table';
import { writeTransaction, type TransactWriteItem } from './transaction';

export interface ReviewReply {
  text: string;
  by_id: string;
  at: string;
  edited_at?: string;
}

export interface Review {
  review_id: string;
  product_id: string;
  author_id: string;
  display_name: string;
  rating: Star;
  title: string;
  text: string;
  created_at: string;
  updated_at: string;
  /** Why it is not shown: the admin's moderation, or the author's refund. */
  hidden?: { by: 'moderation' | 'refund'; reason: string; at: string };
  reply?: ReviewReply;
  report_count: number;
  /** "Helpful" votes (absent before the first); moved only by a vote's transaction. */
  helpful_count?: number;
  /** Bumped by every write: the condition of the next one. */
  version: number;
}

/** The review id of an author's review of a product: one per pair, not revealing the author. */
export function reviewIdOf(productId: string, authorId: string): string {
  return createHash('sha256').update(`${productId}\n${authorId}`).digest('base64url').slice(0, 22);
}

export function contributionOf(review: Review | undefined): Contribution {
  return review && !review.hidden ? review.rating : undefined;
}

/** The listing keys a review carries in its state: shown reviews are on the product page. */
function listingKeys(review: Review): Record<string, string> {
  const recent = reviewKeys.recent(review.created_at, review.product_id, review.review_id);
  if (review.hidden) return recent;
  return {
    ...recent,
    ...reviewKeys.newest(review.product_id, review.created_at, review.review_id),
    ...reviewKeys.highestRated(
      review.product_id,
      review.rating,
      review.created_at,
      review.review_id,
    ),
  };
}

function aggregateUpdate(productId: string, delta: AggregateDelta): TransactWriteItem {
  const names: Record<string, string> = { '#count': 'count', '#sum': 'sum' };
  const values: Record<string, number> = { ':count': delta.count, ':sum': delta.sum };
  const adds = ['#count :count', '#sum :sum'];
  for (const star of STARS) {
    const change = delta.stars[star];
    if (change === undefined) continue;
    names[`#s${star}`] = `star_${star}`;
    values[`:s${star}`] = change;
    adds.push(`#s${star} :s${star}`);
  }
  return {
    Update: {
      TableName: tableName(),
      Key: reviewKeys.aggregate(productId),
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Writes `after` in place of `before` (undefined: create / delete), with the aggregate's change,
 * as one transaction. False when the review changed since it was read (or exists on create).
 */
export async function writeReviewChange(
  productId: string,
  reviewId: string,
  before: Review | undefined,
  after: Review | undefined,
  /** Writes that belong to the change (the admin's audit entry). */
  extra: readonly TransactWriteItem[] = [],
): Promise<boolean> {
  const key = reviewKeys.review(productId, reviewId);
  const condition = before
    ? {
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': before.version },
      }
    : { ConditionExpression: 'attribute_not_exists(PK)' };
  const reviewWrite: TransactWriteItem = after
    ? {
        Put: {
          TableName: tableName(),
          Item: { ...after, ...key, ...listingKeys(after), record_type: 'review' },
          ...condition,
        },
      }
    : { Delete: { TableName: tableName(), Key: key, ...condition } };
  const delta = aggregateDelta(contributionOf(before), contributionOf(after));
  // The "most helpful" listing follows whether the review is shown, in the same transaction.
  const ranks = rankWrites(before, after);
  const items = isEmptyDelta(delta)
    ? [reviewWrite, ...ranks, ...extra]
    : [reviewWrite, aggregateUpdate(productId, delta), ...ranks, ...extra];
  const written = (await writeTransaction(items)).ok;
  // The cards' rating and the rating order follow the aggregate's committed state.
  if (written && !isEmptyDelta(delta)) await followInCatalogue(productId);
  return written;
}

export async function getReview(productId: string, reviewId: string): Promise<Review | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: reviewKeys.review(productId, reviewId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? withoutLayout<Review>(result.Item) : undefined;
}

export async function getAggregate(productId: string): Promise<RatingAggregate> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: reviewKeys.aggregate(productId) }),
  );
  const item = result.Item;
  if (!item) return emptyAggregate();
  const stars = emptyAggregate().stars;
  for (const star of STARS) stars[star] = Number(item[`star_${star}`] ?? 0);
  return { count: Number(item.count ?? 0), sum: Number(item.sum ?? 0), stars };
}

export type ReviewOrder = 'newest' | 'rating' | 'helpful';

/** A page of a product's shown reviews, newest or highest rated (then newest) first. */
export async function listShownReviews(
  productId: string,
  order: ReviewOrder,
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ reviews: Review[]; lastKey?: Record<string, unknown> }> {
  const byRating = order === 'rating';
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: byRating ? 'GSI2' : 'GSI1',
      KeyConditionExpression: byRating ? 'GSI2PK = :pk' : 'GSI1PK = :pk',
      ExpressionAttributeValues: {
        ':pk': byRating
          ? reviewKeys.highestRatedPartition(productId)
          : reviewKeys.partition(productId),
      },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    reviews: (result.Items ?? []).map((item) => withoutLayout<Review>(item)),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}),
  };
}

/** The shop's reviews, newest first, shown or hidden (the back office). */
export async function listRecentReviews(
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ reviews: Review[]; lastKey?: Record<string, unknown> }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': reviewKeys.recentPartition },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    reviews: (result.Items ?? []).map((item) => withoutLayout<Review>(item)),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}),
  };
}

/** Every review of a product, shown or hidden (the recount of the tests, the seller's purge). */
export async function listAllReviews(productId: string): Promise<Review[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': reviewKeys.partition(productId),
      ':prefix': reviewKeys.reviewPrefix,
    },
    ConsistentRead: true,
  });
  return items.map((item) => withoutLayout<Review>(item));
}
