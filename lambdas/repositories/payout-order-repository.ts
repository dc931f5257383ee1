import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { keys, payoutKeys } from './keys';
import { queryAll, tableName } from './table';

/**
 * The payouts outbox: a paid live order with sellers' lines carries GSI3 PAYOUTS_DUE keys,
 * set in the same transaction that marks it paid (order-settlement-repository), until its
 * sellers' shares are booked. The payouts worker picks it up from the table's stream at once,
 * and the release job's sweep finds any the stream missed with one Query.
 */

/** Session ids of the orders whose payouts are not booked yet, oldest first. */
export async function listPayoutsDue(): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :due',
    ExpressionAttributeValues: { ':due': payoutKeys.duePartition },
    ProjectionExpression: 'session_id',
  });
  return items.map((item) => String(item.session_id));
}

/** The order's payouts are booked: it leaves the outbox. */
export async function clearPayoutsDue(sessionId: string): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(sessionId),
        UpdateExpression: 'REMOVE GSI3PK, GSI3SK',
        ConditionExpression: 'attribute_exists(PK)',
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}
