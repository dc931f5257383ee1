import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { batchGetAll } from './batch-get';
import { keys } from './keys';
import { tableName, withoutLayout } from './table';
import { profileSearchText } from './user-repository';

/** The signed-in user's own settings: preferences and name; what notifications read of users. */
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
