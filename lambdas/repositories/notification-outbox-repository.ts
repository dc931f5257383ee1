import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { BATCH_WRITE_LIMIT, batchWriteChunk } from './batch-write';
import { keys, notificationOutboxKeys } from './keys';
import { tableName } from './table';

/**
 * The notification outbox: every message of the notification queue is written here before it is
 * sent, and stays in the sparse GSI3 listing NOTIFY_OUTBOX until the queue accepted it, so a
 * send that failed (or a sender that crashed) leaves it for the sweep instead of losing it.
 */
export interface OutboxMessage {
  id: string;
  /** The queue message's body, as sent. */
  body: string;
}

/** BatchWriteItem requests per 25 outbox items before the write counts as failed. */
const PUT_ATTEMPTS = 5;
/** A sent item is kept this long (TTL) for whoever investigates, then DynamoDB removes it. */
const KEEP_SENT_SECONDS = 24 * 60 * 60;

/** Writes the messages as unsent (a message written again is unsent again). */
export async function putOutboxMessages(
  messages: readonly OutboxMessage[],
  now: string,
): Promise<void> {
  for (let start = 0; start < messages.length; start += BATCH_WRITE_LIMIT) {
    const requests = messages.slice(start, start + BATCH_WRITE_LIMIT).map((message) => ({
      PutRequest: {
        Item: {
          ...keys.notificationOutbox(message.id),
          ...notificationOutboxKeys.dueListing(now, message.id),
          outbox_id: message.id,
          body: message.body,
          state: 'pending',
          created_at: now,
        },
      },
    }));
    await batchWriteChunk(requests, PUT_ATTEMPTS);
  }
}

/** The queue accepted these messages: they leave the listing (and expire later). */
export async function markOutboxSent(ids: readonly string[], now: Date): Promise<void> {
  const ttl = Math.floor(now.getTime() / 1000) + KEEP_SENT_SECONDS;
  for (const id of ids) {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notificationOutbox(id),
        UpdateExpression: 'SET #state = :sent, sent_at = :now, #ttl = :ttl REMOVE GSI3PK, GSI3SK',
        ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ':ttl': ttl },
      }),
    );
  }
}

/** At most `limit` unsent messages written before `before` (ISO time), oldest first. */
export async function listOutboxDue(before: string, limit: number): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :due AND GSI3SK < :before',
        ExpressionAttributeValues: {
          ':due': notificationOutboxKeys.duePartition,
          ':before': before,
        },
        ProjectionExpression: 'outbox_id, body',
        Limit: limit - messages.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      messages.push({ id: String(item.outbox_id), body: String(item.body) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && messages.length < limit);
  return messages;
}
