import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../infra/aws-clients';
import { ROLES } from '../rules/roles';
import { emailLookupSortKey, keys, listingKeys, lookupIndex } from './keys';
import type { KeyPlace, PageKey } from './page-cursor';
import { queryAll, tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/**
 * The admin's record of an invitation (INVITATION#{id}): who, which role, its stored status.
 * `link_token` is the token of the current link, kept so resend and revoke can remove it; it
 * never leaves the server (the list answers with `id`).
 */
const recordSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(ROLES),
  /** 'expired' is not stored: a pending record past expires_at is expired. */
  status: z.enum(['pending', 'used', 'revoked']),
  created_at: z.string(),
  expires_at: z.string(),
  invited_by: z.string(),
  link_token: z.string(),
  revision: z.number(),
});
export type InvitationRecord = z.infer<typeof recordSchema>;

export function invitationRecordTransactPut(record: InvitationRecord): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...record,
        ...keys.invitationRecord(record.id),
        ...listingKeys.invitation(record.created_at, record.id),
        GSI2PK: lookupIndex.email(record.email),
        GSI2SK: emailLookupSortKey.invitation(record.created_at),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Status and/or link change of a record, conditional on the revision read (409 when stale). */
export function invitationRecordTransactUpdate(
  record: InvitationRecord,
  change: { status?: InvitationRecord['status']; link_token?: string; expires_at?: string },
): TransactWriteItem {
  const sets = ['revision = :next'];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':rev': record.revision,
    ':next': record.revision + 1,
  };
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) continue;
    sets.push(`#${name} = :${name}`);
    names[`#${name}`] = name;
    values[`:${name}`] = value;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.invitationRecord(record.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'revision = :rev',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

export async function getInvitationRecord(
  invitationId: string,
): Promise<InvitationRecord | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.invitationRecord(invitationId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? recordSchema.parse(withoutLayout(result.Item)) : undefined;
}

/** Marks the record used once its link was claimed; a record already changed is left alone. */
export async function markInvitationRecordUsed(invitationId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.invitationRecord(invitationId),
      UpdateExpression: 'SET #status = :used, revision = revision + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':used': 'used', ':one': 1 },
    }),
  );
}

/** Every invitation record for an e-mail address (GSI2 EMAIL#{email} / INVITATION#...). */
export async function listInvitationRecordsByEmail(email: string): Promise<InvitationRecord[]> {
  const items = await queryAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :email AND begins_with(GSI2SK, :prefix)',
    ExpressionAttributeValues: {
      ':email': lookupIndex.email(email),
      ':prefix': emailLookupSortKey.invitationPrefix,
    },
  });
  return items.map((item) => recordSchema.parse(withoutLayout(item)));
}

/** Where a key of the admin's invitation pages lies: the GSI1 INVITATIONS listing. */
export const invitationKeyPlace: KeyPlace = {
  index: 'GSI1',
  partition: listingKeys.invitationPartition,
};

/** One page of the GSI1 INVITATIONS listing, newest first. */
export async function listInvitationRecordsPage(
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ records: InvitationRecord[]; lastKey?: Record<string, unknown> }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :invitations',
      ExpressionAttributeValues: { ':invitations': listingKeys.invitationPartition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    records: (page.Items ?? []).map((item) => recordSchema.parse(withoutLayout(item))),
    lastKey: page.LastEvaluatedKey,
  };
}
