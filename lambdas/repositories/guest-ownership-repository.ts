import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** The order (session id) through which a guest address owns a product, if it does. */
export async function getGuestOwnershipSession(
  email: string,
  productId: string,
): Promise<string | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.guestOwnership(email, productId),
      ConsistentRead: true,
    }),
  );
  const sessionId = result.Item?.session_id;
  return typeof sessionId === 'string' ? sessionId : undefined;
}
