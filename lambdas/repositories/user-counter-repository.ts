import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { countsAsShopUser, type Role } from '../rules/roles';
import { cancelledTransaction, whenConditionHolds } from './conditional-write';
import { counterKeys, keys } from './keys';
import { queryAll, tableName } from './table';
import type { Profile } from './user-repository';
import type { TransactWriteItem } from './transaction';

/**
 * The users counters: per month of profile creation (UTC), `user_count` profiles and
 * `excluded_count` of them whose role is admin or test_user. Shop users (the statistics'
 * figure) = user_count - excluded_count, summed over months, read with one Query.
 *
 * Sign-ups add to the month item with one atomic ADD outside any transaction (every sign-up of
 * a month writes that item, and transactions on a hot item fail with conflicts); the rare
 * changes (a role to or from admin/test_user, the purge of an account) move the counter in the
 * same transaction as the profile, conditioned on it, so a retried change never counts twice.
 */
export interface UsersCounterChange {
  users?: number;
  excluded?: number;
}

function counterUpdate(yearMonth: string, change: UsersCounterChange) {
  return {
    TableName: tableName(),
    Key: counterKeys.usersOfMonth(yearMonth),
    UpdateExpression: 'ADD user_count :users, excluded_count :excluded',
    ExpressionAttributeValues: { ':users': change.users ?? 0, ':excluded': change.excluded ?? 0 },
  };
}

/** Month (`yyyy-mm`) a profile counts in. */
export const profileMonth = (profile: Pick<Profile, 'created_at'>) =>
  profile.created_at.slice(0, 7);

export function usersCounterTransactUpdate(
  yearMonth: string,
  change: UsersCounterChange,
): TransactWriteItem {
  return { Update: counterUpdate(yearMonth, change) };
}

/** A new profile of `role`, counted once (the caller created it conditionally). */
export async function countNewProfile(yearMonth: string, role: Role | undefined): Promise<void> {
  await dynamo().send(
    new UpdateCommand(
      counterUpdate(yearMonth, { users: 1, excluded: countsAsShopUser(role) ? 0 : 1 }),
    ),
  );
}

/**
 * The counter change of a profile's role moving from `before` to `after` (undefined = 'user'),
 * or undefined when the shop-user figure does not move.
 */
export function roleChangeCounterUpdate(
  profile: Pick<Profile, 'created_at'>,
  before: Role | undefined,
  after: Role,
): TransactWriteItem | undefined {
  const wasShopUser = countsAsShopUser(before);
  if (wasShopUser === countsAsShopUser(after)) return undefined;
  return usersCounterTransactUpdate(profileMonth(profile), { excluded: wasShopUser ? 1 : -1 });
}

/**
 * Copies a role onto a profile that has none (the token's group, for profiles made before
 * roles were copied), with its counter change; nothing when the profile already has a role.
 */
export async function copyRoleCounted(profile: Profile, role: Role): Promise<void> {
  const items: TransactWriteItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.profile(profile.id),
        UpdateExpression: 'SET #role = :role',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#role)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role },
      },
    },
  ];
  const counter = roleChangeCounterUpdate(profile, undefined, role);
  if (counter) items.push(counter);
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!cancelledTransaction(error)) throw error;
  }
}

/**
 * Deletes a profile and takes it out of its month's counter in one transaction, conditioned on
 * the profile still existing, so a purge run again after a failure never subtracts twice.
 */
export async function deleteProfileCounted(userId: string): Promise<void> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(userId) }),
  );
  if (!Item) return;
  const profile = Item as unknown as Profile;
  // A failed condition means an earlier run deleted it already; a conflicting write is thrown,
  // so the purge keeps the deletion request and tries this account again on its next run.
  await whenConditionHolds(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.profile(userId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          usersCounterTransactUpdate(profileMonth(profile), {
            users: -1,
            excluded: countsAsShopUser(profile.role) ? 0 : -1,
          }),
        ],
      }),
    ),
  );
}

export interface MonthUsers {
  yearMonth: string;
  /** Profiles created that month that are neither admins nor test users. */
  shopUsers: number;
}

/** Every month's shop users, oldest first (one Query of the USERS# counters). */
export async function listMonthlyUsers(): Promise<MonthUsers[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': counterKeys.partition, ':prefix': counterKeys.usersPrefix },
  });
  return items
    .map((item) => ({
      yearMonth: String(item.SK).slice(counterKeys.usersPrefix.length),
      shopUsers: Number(item.user_count ?? 0) - Number(item.excluded_count ?? 0),
    }))
    .sort((a, b) => a.yearMonth.localeCompare(b.yearMonth));
}
