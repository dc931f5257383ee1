/**
 * "Helpful" votes: the voter's vote item, the review's count and its "most helpful" listing item
 * change in one TransactWriteItems, conditioned on the review's version, so the count and the
 * listing's key are exact however many votes arrive at once (a concurrent change fails the
 * condition and the service reads again; nothing reads, modifies and writes unconditionally).
 */
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { batchGetAll } from './batch-get';
import { reviewKeys } from './keys';
import type { PageKey } from './page-key';
import { rankWrites } from './review-helpful-rank';
import type { Review } from './review-repository';
import { queryAll, tableName, withoutLayout } from './table';
import { writeTransaction, type TransactWriteItem } from './transaction';

export interface HelpfulVote {
  product_id: string;
  review_id: string;
  /** The review's creation time: a vote outlives a deleted review, not its re-creation. */
  review_created_at: string;
  voted_at: string;
}

/** 'done': written; 'unchanged': the vote already was (or was not) there; 'raced': read again. */
export type VoteOutcome = 'done' | 'unchanged' | 'raced';

/** Adds (`voted`) or takes back the voter's vote on `review`, as it was read. */
export async function writeHelpfulVote(
  review: Review,
  voterId: string,
  voted: boolean,
  now: string,
): Promise<VoteOutcome> {
  const voteKey = reviewKeys.helpfulVote(voterId, review.product_id, review.review_id);
  const voteWrite: TransactWriteItem = voted
    ? {
        Put: {
          TableName: tableName(),
          Item: {
            ...voteKey,
            product_id: review.product_id,
            review_id: review.review_id,
            review_created_at: review.created_at,
            voted_at: now,
            record_type: 'review-helpful-vote',
          },
          ConditionExpression: 'attribute_not_exists(PK) OR review_created_at <> :created',
          ExpressionAttributeValues: { ':created': review.created_at },
        },
      }
    : {
        Delete: {
          TableName: tableName(),
          Key: voteKey,
          ConditionExpression: 'review_created_at = :created',
          ExpressionAttributeValues: { ':created': review.created_at },
        },
      };
  const count = Math.max(0, (review.helpful_count ?? 0) + (voted ? 1 : -1));
  const reviewWrite: TransactWriteItem = {
    Update: {
      TableName: tableName(),
      Key: reviewKeys.review(review.product_id, review.review_id),
      UpdateExpression: 'SET helpful_count = :count, version = :next',
      // The version read (a shown review): a hide or another vote since makes this fail.
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: {
        ':count': count,
        ':next': review.version + 1,
        ':read': review.version,
      },
    },
  };
  const ranks = rankWrites(review, { ...review, helpful_count: count });
  const outcome = await writeTransaction([voteWrite, reviewWrite, ...ranks]);
  if (outcome.ok) return 'done';
  return outcome.failedIndex === 0 ? 'unchanged' : 'raced';
}

/** Which of `reviews` the voter has marked helpful (key lookups). */
export async function votedReviewIds(
  voterId: string,
  reviews: readonly Pick<Review, 'product_id' | 'review_id' | 'created_at'>[],
): Promise<Set<string>> {
  if (reviews.length === 0) return new Set();
  const created = new Map(reviews.map((review) => [review.review_id, review.created_at]));
  const items = await batchGetAll(
    reviews.map((review) => reviewKeys.helpfulVote(voterId, review.product_id, review.review_id)),
  );
  return new Set(
    items
      .map((item) => withoutLayout<HelpfulVote>(item))
      .filter((vote) => created.get(vote.review_id) === vote.review_created_at)
      .map((vote) => vote.review_id),
  );
}

/**
 * A page of a product's shown reviews, most helpful (then newest) first: a Query of the listing
 * items and one BatchGet of their reviews. A listing item whose review no longer matches it (a
 * change between the two reads) is left out of the page rather than shown with a stale count.
 */
export async function listMostHelpful(
  productId: string,
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ reviews: Review[]; lastKey?: Record<string, unknown> }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': reviewKeys.partition(productId),
        ':prefix': reviewKeys.helpfulRankPrefix,
      },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const ranks = (result.Items ?? []) as { review_id: string; helpful_count: number }[];
  const found = await batchGetAll(
    ranks.map((rank) => reviewKeys.review(productId, rank.review_id)),
  );
  const byId = new Map(
    found.map((item) => withoutLayout<Review>(item)).map((review) => [review.review_id, review]),
  );
  const reviews = ranks
    .map((rank) => ({ rank, review: byId.get(rank.review_id) }))
    .filter(
      (entry): entry is { rank: (typeof ranks)[number]; review: Review } =>
        entry.review !== undefined &&
        !entry.review.hidden &&
        (entry.review.helpful_count ?? 0) === entry.rank.helpful_count,
    )
    .map((entry) => entry.review);
  return { reviews, ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}) };
}

/** Every vote a user has cast (the account purge). */
export async function listVotesBy(userId: string): Promise<HelpfulVote[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': reviewKeys.voterPartition(userId),
      ':prefix': reviewKeys.helpfulVotePrefix,
    },
  });
  return items.map((item) => withoutLayout<HelpfulVote>(item));
}

export async function deleteVote(userId: string, vote: HelpfulVote): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: reviewKeys.helpfulVote(userId, vote.product_id, vote.review_id),
    }),
  );
}
