/**
 * A review request's due item, as the nightly job writes it for an order paid a week before
 * (and the tests for a chosen day).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { dynamo } from '../infra/aws-clients';
import { reviewRequestExpiry } from '../rules/review-request';
import { whenConditionHolds } from './conditional-write';
import { reviewRequestKeys } from './keys';
import { tableName } from './table';

/** Written once per order: a second write (another run, a retry) changes nothing. */
export async function putReviewRequest(day: string, sessionId: string): Promise<void> {
  await whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...reviewRequestKeys.due(day, sessionId),
          day,
          session_id: sessionId,
          // The unsubscribe link's secret (the link names the request and carries it).
          unsubscribe_token: randomBytes(24).toString('base64url'),
          ttl: reviewRequestExpiry(day),
          record_type: 'review-request',
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}
