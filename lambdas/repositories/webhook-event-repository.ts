import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { keys } from './keys';
import { tableName } from './table';

/** Stripe retries deliveries for up to three days; a record is kept ten times as long. */
export const PROCESSED_EVENT_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordEventOnce(eventId: string, type: string, now: Date): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.processedEvent(eventId),
          event_id: eventId,
          type,
          received_at: now.toISOString(),
          ttl: Math.floor(now.getTime() / 1000) + PROCESSED_EVENT_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** Forgets an event whose handling failed, so Stripe's retry is processed again. */
export async function forgetEvent(eventId: string): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.processedEvent(eventId) }),
  );
}
