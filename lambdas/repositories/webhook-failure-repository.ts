import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookFailureStatus } from '../contracts/webhook';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { webhookFailureKeys } from './keys';
import { tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/** A resolved failure is kept 90 days for the record, then DynamoDB's TTL removes it. */
export const RESOLVED_FAILURE_TTL_SECONDS = 90 * 24 * 60 * 60;

export interface WebhookFailure {
  event_id: string;
  event_type: string;
  session_id: string;
  mode: 'live' | 'test';
  status: WebhookFailureStatus;
  error: string;
  attempts: number;
  first_failed_at: string;
  last_failed_at: string;
  resolved_at?: string;
  resolved_by?: string;
}

export interface FailureInput {
  eventId: string;
  eventType: string;
  sessionId: string;
  mode: 'live' | 'test';
  error: string;
  at: string;
}

/**
 * Records (or adds an attempt to) the failure of one event; it is open again and listed, with
 * the latest error, even when it had been resolved before.
 */
export async function recordWebhookFailure(input: FailureInput): Promise<void> {
  const listing = webhookFailureKeys.openListing(input.at, input.eventId);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: webhookFailureKeys.item(input.eventId),
      UpdateExpression:
        'SET event_id = :id, event_type = :type, session_id = :session, #mode = :mode, ' +
        '#status = :open, #error = :error, last_failed_at = :at, ' +
        'first_failed_at = if_not_exists(first_failed_at, :at), ' +
        'attempts = if_not_exists(attempts, :zero) + :one, GSI1PK = :gsiPk, GSI1SK = :gsiSk ' +
        'REMOVE resolved_at, resolved_by, #ttl',
      ExpressionAttributeNames: {
        '#mode': 'mode',
        '#status': 'status',
        '#error': 'error',
        '#ttl': 'ttl',
      },
      ExpressionAttributeValues: {
        ':id': input.eventId,
        ':type': input.eventType,
        ':session': input.sessionId,
        ':mode': input.mode,
        ':open': 'open',
        ':error': input.error,
        ':at': input.at,
        ':zero': 0,
        ':one': 1,
        ':gsiPk': listing.GSI1PK,
        ':gsiSk': listing.GSI1SK,
      },
    }),
  );
}

export async function getWebhookFailure(eventId: string): Promise<WebhookFailure | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: webhookFailureKeys.item(eventId) }),
  );
  return result.Item ? withoutLayout<WebhookFailure>(result.Item) : undefined;
}

/** Open failures, newest first (one Query of the sparse listing). */
export async function listOpenWebhookFailures(limit: number): Promise<WebhookFailure[]> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': webhookFailureKeys.openPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => withoutLayout<WebhookFailure>(item));
}

function resolveUpdate(eventId: string, by: string, at: Date) {
  return {
    TableName: tableName(),
    Key: webhookFailureKeys.item(eventId),
    UpdateExpression:
      'SET #status = :resolved, resolved_at = :at, resolved_by = :by, #ttl = :ttl ' +
      'REMOVE GSI1PK, GSI1SK',
    ConditionExpression: 'attribute_exists(PK) AND #status = :open',
    ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':resolved': 'resolved',
      ':open': 'open',
      ':at': at.toISOString(),
      ':by': by,
      ':ttl': Math.floor(at.getTime() / 1000) + RESOLVED_FAILURE_TTL_SECONDS,
    },
  };
}

/**
 * Marks an open failure resolved (Stripe's own retry succeeded); false when there was no open
 * failure for the event, which is the usual case.
 */
export async function resolveWebhookFailure(
  eventId: string,
  by: string,
  at: Date,
): Promise<boolean> {
  return whenConditionHolds(() => dynamo().send(new UpdateCommand(resolveUpdate(eventId, by, at))));
}

/** The same resolution as one write of a transaction (with the admin's audit entry). */
export function resolveWebhookFailureTransactUpdate(
  eventId: string,
  by: string,
  at: Date,
): TransactWriteItem {
  return { Update: resolveUpdate(eventId, by, at) };
}
