import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { keys, orderItemPrefix } from './keys';
import { queryAll, tableName } from './table';

/** A Stripe event the shop handled for an order (the order page's history). */
export interface OrderEvent {
  event_id: string;
  type: string;
  /** When Stripe created the event (ISO). */
  at: string;
}

/**
 * Notes an event on its order. The key is the event's own time and id, so a redelivery of the
 * same event writes the same item again instead of a second line.
 */
export async function recordOrderEvent(sessionId: string, event: OrderEvent): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.orderEvent(sessionId, event.at, event.event_id), ...event },
    }),
  );
}

/** The order's events, oldest first. */
export async function listOrderEvents(sessionId: string): Promise<OrderEvent[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :order AND begins_with(SK, :event)',
    ExpressionAttributeValues: {
      ':order': keys.order(sessionId).PK,
      ':event': orderItemPrefix.event,
    },
  });
  return items.map((item) => ({
    event_id: String(item.event_id),
    type: String(item.type),
    at: String(item.at),
  }));
}
