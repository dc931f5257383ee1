import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { batchGetAll } from './batch-get';
import { keys, listingKeys } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import { deleteProfileCounted } from './user-counter-repository';
import { profileSearchText } from './user-repository';

/** The signed-in user's own settings: preferences, name and the deletion request. */
export interface StoredPreferences {
  news_updates: boolean;
  product_notifications: boolean;
}

export async function getPreferences(userId: string): Promise<StoredPreferences | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.preferences(userId) }),
  );
  return result.Item ? withoutLayout<StoredPreferences>(result.Item) : undefined;
}

/** Update or insert: a put of the whole (two-field) item. */
export async function putPreferences(
  userId: string,
  preferences: StoredPreferences,
  now: string,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.preferences(userId),
        user_id: userId,
        news_updates: preferences.news_updates,
        product_notifications: preferences.product_notifications,
        updated_at: now,
      },
    }),
  );
}

export async function updateProfileName(
  userId: string,
  email: string,
  fullName: string,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      UpdateExpression: 'SET full_name = :name, search_text = :search',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':name': fullName,
        ':search': profileSearchText(email, fullName),
      },
    }),
  );
}

/** The record the purge job works from (GSI1 DELETIONS / {requested_at}#{sub}). */
export interface DeletionRequest {
  user_id: string;
  email: string;
  /** The Cognito username (GetUser), needed for AdminDeleteUser. */
  username: string;
  requested_at: string;
}

/**
 * Profile state -> delete (with deletion_requested_at) and the deletion request, in one
 * transaction; false when the profile is already scheduled for deletion.
 */
export async function markProfileForDeletion(request: DeletionRequest): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.profile(request.user_id),
              UpdateExpression: 'SET #state = :delete, deletion_requested_at = :at',
              ConditionExpression: 'attribute_exists(PK) AND #state <> :delete',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':delete': 'delete', ':at': request.requested_at },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...request,
                ...keys.deletionRequest(request.user_id),
                ...listingKeys.deletion(request.requested_at, request.user_id),
              },
            },
          },
        ],
      }),
    ),
  );
}

/** Deletion requests made before `cutoff` (ISO), oldest first: one Query, never a Scan. */
export async function listDeletionRequestsBefore(cutoff: string): Promise<DeletionRequest[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :deletions AND GSI1SK < :cutoff',
    ExpressionAttributeValues: {
      ':deletions': listingKeys.deletionPartition,
      ':cutoff': cutoff,
    },
  });
  return items.map((item) => withoutLayout<DeletionRequest>(item));
}

/** The personal items of a user's partition: profile, preferences, seller record, request. */
export async function deletePersonalItems(userId: string): Promise<void> {
  // The profile leaves the users counters in the same transaction as its deletion.
  await deleteProfileCounted(userId);
  for (const key of [
    keys.preferences(userId),
    keys.sellerRecord(userId),
    keys.deletionRequest(userId),
  ]) {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  }
}

/**
 * A sales record kept for the law: amount and date stay; the buyer lookup (GSI2 BUYERS#) and
 * the link to the order go.
 */
export async function anonymisePurchase(
  userId: string,
  productId: string,
  now: string,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.purchase(userId, productId),
      UpdateExpression: 'SET anonymised_at = :now REMOVE GSI2PK, GSI2SK, session_id',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

/** An order kept for the law without the buyer's e-mail and name (and its e-mail lookup). */
export async function anonymiseOrder(sessionId: string, now: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(sessionId),
      UpdateExpression:
        'SET anonymised_at = :now, buyer_email = :empty REMOVE buyer_name, GSI2PK, GSI2SK',
      ExpressionAttributeValues: { ':now': now, ':empty': '' },
    }),
  );
}

/** What notifications need of some users: profile (e-mail, name, state) and preferences. */
export interface NotificationSettings {
  userId: string;
  email: string;
  fullName: string;
  state: string;
  preferences?: StoredPreferences;
}

export async function getNotificationSettings(
  userIds: readonly string[],
): Promise<NotificationSettings[]> {
  const items = await batchGetAll(
    userIds.flatMap((userId) => [keys.profile(userId), keys.preferences(userId)]),
  );
  const profiles = new Map<string, Record<string, unknown>>();
  const prefs = new Map<string, StoredPreferences>();
  for (const item of items) {
    const userId = String(item.PK).slice('USER#'.length);
    if (item.SK === 'PROFILE') profiles.set(userId, item);
    else prefs.set(userId, withoutLayout<StoredPreferences>(item));
  }
  return [...profiles.entries()].map(([userId, profile]) => ({
    userId,
    email: String(profile.email ?? ''),
    fullName: String(profile.full_name ?? ''),
    state: String(profile.state ?? ''),
    preferences: prefs.get(userId),
  }));
}
