import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { storefrontKeys } from './keys';
import { tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/** A seller's storefront: STOREFRONT#{sellerId} / PROFILE. */
export interface Storefront {
  seller_id: string;
  /** The seller's account, for the purge. */
  user_id: string;
  handle: string;
  display_name: string;
  bio: string;
  links: string[];
  avatar_url: string;
  created_at: string;
  updated_at: string;
  /** Kept exact by the follow and unfollow transactions. */
  follower_count: number;
  /** Set by an admin: the page answers 404 to shoppers. */
  hidden: boolean;
  /** Handles given up by a rename: their claims still point here, so old links redirect. */
  previous_handles: string[];
}

/** The claim of a handle: HANDLE#{handle} / HANDLE, pointing at its storefront. */
export interface HandleClaim {
  handle: string;
  seller_id: string;
}

export async function getStorefront(sellerId: string): Promise<Storefront | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: storefrontKeys.profile(sellerId) }),
  );
  return result.Item ? withoutLayout<Storefront>(result.Item) : undefined;
}

export async function getHandleClaim(handle: string): Promise<HandleClaim | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: storefrontKeys.handle(handle) }),
  );
  return result.Item ? withoutLayout<HandleClaim>(result.Item) : undefined;
}

/** The handle's claim for this seller: free, or theirs already (an old handle taken back). */
function claimHandle(handle: string, sellerId: string): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...storefrontKeys.handle(handle), handle, seller_id: sellerId },
      ConditionExpression: 'attribute_not_exists(PK) OR seller_id = :seller',
      ExpressionAttributeValues: { ':seller': sellerId },
    },
  };
}

/** The fields of the seller's form, as a storefront stores them. */
export type StorefrontFields = Pick<
  Storefront,
  'handle' | 'display_name' | 'bio' | 'links' | 'avatar_url'
>;

/**
 * Makes a storefront and claims its handle in one transaction; false when the handle is taken
 * or the storefront exists already (the service tells which from a re-read).
 */
export function createStorefront(storefront: Storefront): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          claimHandle(storefront.handle, storefront.seller_id),
          {
            Put: {
              TableName: tableName(),
              Item: { ...storefront, ...storefrontKeys.profile(storefront.seller_id) },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    ),
  );
}

/**
 * Changes a storefront and claims its (new) handle in one transaction. Conditional on the
 * handle it was read with, so two renames at once cannot both win; the follower count is left
 * to the follow transactions. An old handle keeps its claim, so its links redirect. False when
 * the handle is taken or the storefront was renamed meanwhile.
 */
export function updateStorefront(
  current: Storefront,
  fields: StorefrontFields,
  now: string,
): Promise<boolean> {
  const renamed = fields.handle !== current.handle;
  const previous = renamed
    ? [...new Set([...current.previous_handles, current.handle])].filter((h) => h !== fields.handle)
    : current.previous_handles;
  return whenConditionHolds(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          claimHandle(fields.handle, current.seller_id),
          {
            Update: {
              TableName: tableName(),
              Key: storefrontKeys.profile(current.seller_id),
              UpdateExpression:
                'SET handle = :handle, display_name = :name, bio = :bio, links = :links, ' +
                'avatar_url = :avatar, updated_at = :now, previous_handles = :previous',
              ConditionExpression: 'handle = :current',
              ExpressionAttributeValues: {
                ':handle': fields.handle,
                ':name': fields.display_name,
                ':bio': fields.bio,
                ':links': fields.links,
                ':avatar': fields.avatar_url,
                ':now': now,
                ':previous': previous,
                ':current': current.handle,
              },
            },
          },
        ],
      }),
    ),
  );
}

/** Hides or shows a storefront, as one write of the admin's transaction with its audit entry. */
export function storefrontVisibilityWrite(sellerId: string, hidden: boolean, now: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: storefrontKeys.profile(sellerId),
      UpdateExpression: 'SET #hidden = :hidden, updated_at = :now',
      ConditionExpression: 'attribute_exists(PK)',
      // HIDDEN is one of DynamoDB's reserved words.
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ExpressionAttributeValues: { ':hidden': hidden, ':now': now },
    },
  } satisfies TransactWriteItem;
}

/** The storefront's record and every claim that still points at it (the purge). */
export async function deleteStorefront(storefront: Storefront): Promise<void> {
  for (const handle of new Set([storefront.handle, ...storefront.previous_handles])) {
    // Another seller may have taken an old handle since (a purge retried): theirs stays.
    await whenConditionHolds(() =>
      dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: storefrontKeys.handle(handle),
          ConditionExpression: 'seller_id = :seller',
          ExpressionAttributeValues: { ':seller': storefront.seller_id },
        }),
      ),
    );
  }
  await dynamo().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: storefrontKeys.profile(storefront.seller_id),
    }),
  );
}
