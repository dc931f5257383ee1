import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { Role } from '../rules/roles';
import { whenConditionHolds } from './conditional-write';
import { keys } from './keys';
import { tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/** An invitation to create an account: INVITE#{token} / INVITE, removed by TTL after expiry. */
export interface Invitation {
  token: string;
  /** Lower-case. */
  email: string;
  full_name: string;
  /** ISO time after which the invitation can no longer be used. */
  expires_at: string;
  used: boolean;
  used_at?: string;
  created_at: string;
  /** The admin's invitation record this link belongs to (missing on older links). */
  invitation_id?: string;
  /** The role the account gets on completion; missing means 'user'. */
  role?: Role;
}

/** Expired invitations stay readable ('This invitation has expired') for 30 days, then go. */
const KEEP_AFTER_EXPIRY_SECONDS = 30 * 24 * 60 * 60;

function linkItem(invitation: Invitation): Record<string, unknown> {
  return {
    ...invitation,
    ...keys.invitation(invitation.token),
    ttl: Math.floor(Date.parse(invitation.expires_at) / 1000) + KEEP_AFTER_EXPIRY_SECONDS,
  };
}

export async function putInvitation(invitation: Invitation): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: linkItem(invitation),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The link item as one write of a transaction (a new token never exists yet). */
export function invitationLinkTransactPut(invitation: Invitation): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: linkItem(invitation),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * Removes an unused link (revoke, resend): the invitation page then answers 'Invitation not
 * found' for it. Conditional on it still being unused, so a completed sign-up is never undone.
 */
export function invitationLinkTransactDelete(token: string): TransactWriteItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.invitation(token),
      ConditionExpression: 'attribute_not_exists(PK) OR used = :false',
      ExpressionAttributeValues: { ':false': false },
    },
  };
}

export async function getInvitation(token: string): Promise<Invitation | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.invitation(token), ConsistentRead: true }),
  );
  return result.Item ? withoutLayout<Invitation>(result.Item) : undefined;
}

/**
 * Claims the invitation: succeeds only while it exists, is unused and has not expired, so two
 * simultaneous completions cannot both pass. Returns false when the condition fails.
 */
export async function claimInvitation(token: string, now: string): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.invitation(token),
        UpdateExpression: 'SET used = :true, used_at = :now',
        ConditionExpression: 'attribute_exists(PK) AND used = :false AND expires_at > :now',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':now': now },
      }),
    ),
  );
}

/** Gives a claimed invitation back when the account could not be created, so it can be retried. */
export async function releaseInvitation(token: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.invitation(token),
      UpdateExpression: 'SET used = :false REMOVE used_at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':false': false },
    }),
  );
}
