import { batchGetAll } from './batch-get';
import { buyerKeys, keys, lookupIndex } from './keys';
import type { Order } from './order-repository';
import { queryAll } from './table';
import { storedOrder } from './order-money';

/**
 * The admin's order search by product: the orders whose items sit under the product's GSI2
 * BUYERS# partition, granted or refunded since. (Without a search, the list pages through the
 * paid-orders listing: pagePaidOrders.)
 */
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
  return orders.map((item) => storedOrder<Order>(item));
}
