import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { keys, productItemPrefix } from './keys';
import { INTEREST_RECORD_TYPE } from './product-repository';
import { countAll, queryAll, tableName, withoutLayout } from './table';

/** Someone asked to be told when a coming-soon product becomes available. */
export interface InterestRegistration {
  product_id: string;
  /** Lower-case; also the sort key, so one registration per address and product. */
  email: string;
  name: string;
  registered_at: string;
}

export async function hasInterest(productId: string, email: string): Promise<boolean> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.interest(productId, email),
      ProjectionExpression: 'PK',
    }),
  );
  return Boolean(result.Item);
}

/**
 * Stores the registration unless the address already has one, and counts it in the same
 * transaction; true when this call stored it.
 */
export async function putInterestIfNew(registration: InterestRegistration): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...registration,
                ...keys.interest(registration.product_id, registration.email),
                record_type: INTEREST_RECORD_TYPE,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.interestCount(registration.product_id),
              // `writes` tells a count taken meanwhile that it is stale (countInterest).
              UpdateExpression: 'ADD interest_count :one, writes :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    ),
  );
}

interface InterestCountItem {
  interest_count?: number;
  counted?: boolean;
  writes?: number;
}

/**
 * How many wait on the notify-me list: one GetItem. A list from before the count existed is
 * counted once (consistent reads of the product's partition), and the total kept only if no
 * registration came meanwhile (the condition on `writes`); else the next read tries again.
 */
export async function countInterest(productId: string): Promise<number> {
  const key = keys.interestCount(productId);
  const current = (
    await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))
  ).Item as InterestCountItem | undefined;
  if (current?.counted) return current.interest_count ?? 0;
  const total = await countAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.productPartition(productId),
      ':prefix': productItemPrefix.interest,
    },
    ConsistentRead: true,
  });
  await whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET interest_count = :total, counted = :yes',
        ConditionExpression: current?.writes ? 'writes = :seen' : 'attribute_not_exists(writes)',
        ExpressionAttributeValues: {
          ':total': total,
          ':yes': true,
          ...(current?.writes ? { ':seen': current.writes } : {}),
        },
      }),
    ),
  );
  return total;
}

/** Everyone on a product's notify-me list (interest items of its partition). */
export async function listInterest(productId: string): Promise<InterestRegistration[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.productPartition(productId),
      ':prefix': productItemPrefix.interest,
    },
  });
  return items.map((item) => withoutLayout<InterestRegistration>(item));
}
