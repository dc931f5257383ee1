import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { catalogueIndex, listingKeys } from './keys';
import { tableName, withoutLayout } from './table';
import type { Order } from './order-repository';

export interface PaidOrdersPage {
  orders: Order[];
  /** More orders of the period exist beyond `limit`. */
  truncated: boolean;
}

/**
 * Paid live orders paid between `fromIso` and `toIso` (inclusive bounds on the ISO timestamp),
 * newest first, at most `limit`: one Query of GSI1 PAID_ORDERS.
 */
export async function listPaidOrders(
  fromIso: string,
  toIso: string,
  limit: number,
): Promise<PaidOrdersPage> {
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
    }),
  );
  return {
    orders: (result.Items ?? []).map((item) => withoutLayout<Order>(item)),
    truncated: result.LastEvaluatedKey !== undefined,
  };
}
