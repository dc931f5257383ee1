import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { AccountPurgeStep } from './account-purge-step';
import { whenConditionHolds } from './conditional-write';
import { keys, listingKeys } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import { deleteProfileCounted } from './user-counter-repository';

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
async function deletePersonalItems(userId: string): Promise<void> {
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

/** Last of the purge (ACCOUNT_PURGE_STEPS): the request goes too, so a failure before it is retried. */
export const personalItemsPurge: AccountPurgeStep = {
  name: 'profile, preferences, seller record and deletion request',
  covers: [keys.profile, keys.preferences, keys.sellerRecord, keys.deletionRequest],
  run: (account) => deletePersonalItems(account.user_id),
};
