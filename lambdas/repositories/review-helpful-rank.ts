/**
 * The "most helpful" listing item of a review (reviewKeys.helpfulRank): written, moved and
 * deleted in the same transaction as the review whose count or visibility it follows.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { helpfulRankKey } from '../rules/review-helpful';
import { reviewKeys } from './keys';
import type { ItemMigration } from './money-migrations';
import { tableName } from './table';
import type { TransactWriteItem } from './transaction';

/** What of a review its listing item depends on. */
export interface RankedReview {
  review_id: string;
  product_id: string;
  created_at: string;
  helpful_count?: number;
  hidden?: unknown;
}

export function rankKeyOf(review: RankedReview) {
  return reviewKeys.helpfulRank(
    review.product_id,
    helpfulRankKey(review.helpful_count ?? 0, review.created_at, review.review_id),
  );
}

/**
 * The writes that take the listing from `before` to `after` (undefined: no review): only shown
 * reviews are listed, and an unchanged key needs no write (one transaction may not name an item
 * twice).
 */
export function rankWrites(
  before: RankedReview | undefined,
  after: RankedReview | undefined,
): TransactWriteItem[] {
  const from = before && !before.hidden ? rankKeyOf(before) : undefined;
  const to = after && !after.hidden ? rankKeyOf(after) : undefined;
  if (from && to && from.SK === to.SK) return [];
  const writes: TransactWriteItem[] = [];
  if (from) writes.push({ Delete: { TableName: tableName(), Key: from } });
  if (to && after) {
    writes.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...to,
          review_id: after.review_id,
          helpful_count: after.helpful_count ?? 0,
          record_type: 'review-helpful-rank',
        },
      },
    });
  }
  return writes;
}

/**
 * Shown reviews written before "helpful" votes existed get their listing item (count 0), so
 * "most helpful" lists them too. New reviews carry `helpful_count` from their creation, so the
 * filter finds only old ones; the listing item is only created where none exists, and a vote
 * racing the migration leaves at worst an item the listing skips (its count no longer matches).
 */
export const HELPFUL_RANK_MIGRATION: ItemMigration = {
  name: 'review-helpful-rank',
  filter:
    'begins_with(PK, :reviews) AND begins_with(SK, :review) AND ' +
    'attribute_not_exists(helpful_count) AND attribute_not_exists(#hidden)',
  values: { ':reviews': 'REVIEWS#', ':review': reviewKeys.reviewPrefix },
  names: { '#hidden': 'hidden' },
  rewrite: (item) => {
    const review = item as unknown as RankedReview;
    return new UpdateCommand({
      TableName: tableName(),
      Key: rankKeyOf({ ...review, helpful_count: 0 }),
      UpdateExpression: 'SET review_id = :id, helpful_count = :zero, record_type = :type',
      ConditionExpression: 'attribute_not_exists(PK)',
      ExpressionAttributeValues: {
        ':id': review.review_id,
        ':zero': 0,
        ':type': 'review-helpful-rank',
      },
    });
  },
};
