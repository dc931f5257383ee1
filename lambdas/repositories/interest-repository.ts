import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { keys, productItemPrefix } from './keys';
import { INTEREST_RECORD_TYPE } from './product-repository';
import { queryAll, tableName, withoutLayout } from './table';

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

/** Stores the registration unless the address already has one; true when this call stored it. */
export async function putInterestIfNew(registration: InterestRegistration): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...registration,
          ...keys.interest(registration.product_id, registration.email),
          record_type: INTEREST_RECORD_TYPE,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
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
