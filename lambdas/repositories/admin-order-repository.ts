import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { batchGetAll } from './batch-get';
import { buyerKeys, catalogueIndex, keys, listingKeys, lookupIndex } from './keys';
import type { Order } from './order-repository';
import type { PageKey } from './page-cursor';
import { queryAll, tableName, withoutLayout } from './table';

/**
 * The admin's order search. Without a search, one page of GSI1 PAID_ORDERS (paid live orders,
 * newest first); by product, the product's GSI2 BUYERS# order items (refunded ones too).
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
        ':to': `${toIso}~`,
      },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    orders: (result.Items ?? []).map((item) => withoutLayout<Order>(item)),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}),
  };
}

/** The orders that sold a product (their items, granted or refunded since). */
export async function ordersOfProduct(productId: string): Promise<Order[]> {
  const sortKeyPrefixes = [
    buyerKeys.orderPrefix,
    `${buyerKeys.refundedPrefix}${buyerKeys.orderPrefix}`,
  ];
  const items = (
    await Promise.all(
      sortKeyPrefixes.map((prefix) =>
        queryAll({
          IndexName: lookupIndex.name,
          KeyConditionExpression: 'GSI2PK = :buyers AND begins_with(GSI2SK, :prefix)',
          ExpressionAttributeValues: {
            ':buyers': buyerKeys.partition(productId),
            ':prefix': prefix,
          },
        }),
      ),
    )
  ).flat();
  const sessionIds = [...new Set(items.map((item) => String(item.session_id)))];
  const orders = await batchGetAll(sessionIds.map((sessionId) => keys.order(sessionId)));
  return orders.map((item) => withoutLayout<Order>(item));
}
