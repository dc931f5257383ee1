import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { catalogueIndex, listingKeys } from './keys';
import { tableName } from './table';
import { storedOrder } from './order-money';
import type { Order } from './order-repository';
import type { KeyPlace, PageKey } from './page-cursor';

export interface PaidOrdersPage {
  orders: Order[];
  /** More orders of the period exist beyond `limit`. */
  truncated: boolean;
}

/** The upper bound of the sort key: after every `{paidAt}#{sessionId}` of the last instant. */
const paidUntil = (toIso: string) => `${toIso}~`;

/** Where a key of the paid-orders listing between the bounds lies (the admin's order pages). */
export function paidOrderKeyPlace(fromIso: string, toIso: string): KeyPlace {
  return {
    index: catalogueIndex.name,
    partition: listingKeys.paidOrderPartition,
    sortKey: (value) => value >= fromIso && value <= paidUntil(toIso),
  };
}

/**
 * Paid live orders paid between `fromIso` and `toIso` (inclusive bounds on the ISO timestamp),
 * newest first, at most `limit` from `startKey` on: one Query of GSI1 PAID_ORDERS. The sales
 * figures read one page; the admin's orders list pages on with `lastKey`.
 */
export async function pagePaidOrders(
  fromIso: string,
  toIso: string,
  limit: number,
  startKey?: PageKey,
): Promise<{ orders: Order[]; lastKey?: Record<string, unknown> }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: catalogueIndex.name,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': listingKeys.paidOrderPartition,
        ':from': fromIso,
        ':to': paidUntil(toIso),
      },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    orders: (result.Items ?? []).map((item) => storedOrder<Order>(item)),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}),
  };
}

export async function listPaidOrders(
  fromIso: string,
  toIso: string,
  limit: number,
): Promise<PaidOrdersPage> {
  const page = await pagePaidOrders(fromIso, toIso, limit);
  return { orders: page.orders, truncated: page.lastKey !== undefined };
}
