import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { withRetries } from '../infra/retries';
import { storefrontKeys } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import { writeTransaction, type TransactWriteItem } from './transaction';

/** The user's side of a follow: USER#{sub} / FOLLOWS#{sellerId}. */
export interface Follow {
  user_id: string;
  seller_id: string;
  followed_at: string;
}

/** The storefront's side: STOREFRONT#{sellerId} / FOLLOWER#{userId}, read by the fan-out. */
export interface Follower {
  user_id: string;
  seller_id: string;
  followed_at: string;
  /** The secret of the e-mails' unsubscribe link (random, per follow). */
  unsubscribe_token: string;
}

/**
 * Transactions on one storefront's counter conflict when followers arrive at once: DynamoDB
 * cancels all but one, and the others are tried again (with jitter, so they spread out).
 */
const CONFLICT_RETRIES = {
  attempts: 12,
  baseMs: 20,
  maxMs: 400,
  retryable: (error: unknown) => error instanceof TransactionRaced,
} as const;

class TransactionRaced extends Error {}

async function writeUnlessRaced(items: TransactWriteItem[]): Promise<boolean> {
  return withRetries(async () => {
    const result = await writeTransaction(items);
    if (result.ok) return true;
    if (result.failedIndex === -1) throw new TransactionRaced('follow transaction conflict');
    return false;
  }, CONFLICT_RETRIES);
}

const counterMove = (sellerId: string, by: 1 | -1, now: string): TransactWriteItem => ({
  Update: {
    TableName: tableName(),
    Key: storefrontKeys.profile(sellerId),
    UpdateExpression: 'ADD follower_count :by SET updated_at = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':by': by, ':now': now },
  },
});

/**
 * Follows a storefront: both sides and the count in one transaction, conditional on the follow
 * being new and the storefront existing. False when the user follows it already (or it is gone).
 */
export function addFollow(userId: string, sellerId: string, now: string): Promise<boolean> {
  const follow: Follow = { user_id: userId, seller_id: sellerId, followed_at: now };
  const follower: Follower = {
    ...follow,
    unsubscribe_token: randomBytes(24).toString('base64url'),
  };
  return writeUnlessRaced([
    {
      Put: {
        TableName: tableName(),
        Item: { ...follow, ...storefrontKeys.follow(userId, sellerId) },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...follower, ...storefrontKeys.follower(sellerId, userId) },
      },
    },
    counterMove(sellerId, 1, now),
  ]);
}

/** Unfollows: both sides and the count in one transaction; false when there was no follow. */
export function removeFollow(userId: string, sellerId: string, now: string): Promise<boolean> {
  return writeUnlessRaced([
    {
      Delete: {
        TableName: tableName(),
        Key: storefrontKeys.follow(userId, sellerId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    { Delete: { TableName: tableName(), Key: storefrontKeys.follower(sellerId, userId) } },
    counterMove(sellerId, -1, now),
  ]);
}

/** Both sides of a follow whose storefront is gone (nothing to count any more). */
export async function deleteFollowItems(userId: string, sellerId: string): Promise<void> {
  for (const key of [
    storefrontKeys.follow(userId, sellerId),
    storefrontKeys.follower(sellerId, userId),
  ]) {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  }
}

export async function getFollower(sellerId: string, userId: string): Promise<Follower | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: storefrontKeys.follower(sellerId, userId) }),
  );
  return result.Item ? withoutLayout<Follower>(result.Item) : undefined;
}

export async function isFollowing(userId: string, sellerId: string): Promise<boolean> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: storefrontKeys.follow(userId, sellerId),
      ProjectionExpression: 'PK',
    }),
  );
  return Boolean(result.Item);
}

/** Whom a user follows, oldest follow first (by seller id; the account sorts for display). */
export async function listFollows(userId: string): Promise<Follow[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': storefrontKeys.follow(userId, '').PK,
      ':prefix': storefrontKeys.followPrefix,
    },
  });
  return items.map((item) => withoutLayout<Follow>(item));
}

/** One page of a storefront's followers, for the fan-out; `cursor` is the last user id read. */
export async function listFollowersPage(
  sellerId: string,
  limit: number,
  afterUserId?: string,
): Promise<{ followers: Follower[]; lastUserId?: string }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': storefrontKeys.partition(sellerId),
        ':prefix': storefrontKeys.followerPrefix,
      },
      Limit: limit,
      ...(afterUserId ? { ExclusiveStartKey: storefrontKeys.follower(sellerId, afterUserId) } : {}),
    }),
  );
  const followers = (result.Items ?? []).map((item) => withoutLayout<Follower>(item));
  return {
    followers,
    lastUserId: result.LastEvaluatedKey ? followers.at(-1)?.user_id : undefined,
  };
}

/** Every follower of a storefront (the seller's purge). */
export async function listAllFollowers(sellerId: string): Promise<Follower[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': storefrontKeys.partition(sellerId),
      ':prefix': storefrontKeys.followerPrefix,
    },
  });
  return items.map((item) => withoutLayout<Follower>(item));
}
