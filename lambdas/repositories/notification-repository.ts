import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { buyerKeys, keys, lookupIndex } from './keys';
import { queryAll, tableName } from './table';

/** Who bought a product: signed-in buyers by user id, guest buyers by Checkout Session. */
export interface ProductBuyers {
  userIds: string[];
  sessionIds: string[];
}

/** One Query of GSI2 BUYERS#{productId}: purchase items and order items. */
export async function listProductBuyers(productId: string): Promise<ProductBuyers> {
  const items = await queryAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :buyers',
    ExpressionAttributeValues: { ':buyers': buyerKeys.partition(productId) },
    ProjectionExpression: 'GSI2SK',
  });
  const buyers: ProductBuyers = { userIds: [], sessionIds: [] };
  for (const item of items) {
    const sortKey = String(item.GSI2SK ?? '');
    if (sortKey.startsWith(buyerKeys.userPrefix)) {
      buyers.userIds.push(sortKey.slice(buyerKeys.userPrefix.length));
    } else if (sortKey.startsWith(buyerKeys.orderPrefix)) {
      buyers.sessionIds.push(sortKey.slice(buyerKeys.orderPrefix.length));
    }
  }
  return buyers;
}

export interface NotificationJob {
  product_id: string;
  version_id: string;
  status: 'pending' | 'done';
  created_at: string;
  sent?: number;
  finished_at?: string;
}

export async function putNotificationJob(job: NotificationJob): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...job, ...keys.notificationJob(job.product_id, job.version_id) },
    }),
  );
}

export async function markNotificationJobDone(
  productId: string,
  versionId: string,
  sent: number,
  now: string,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationJob(productId, versionId),
      UpdateExpression: 'SET #status = :done, finished_at = :now ADD sent :sent',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':now': now, ':sent': sent },
    }),
  );
}

/** Claims the one e-mail of a version to a recipient; false when it was claimed before. */
export async function claimNotification(
  versionId: string,
  recipient: string,
  now: string,
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.notificationSent(versionId, recipient), sent_at: now },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a claim back after a failed send, so a retried job tries that recipient again. */
export async function releaseNotification(versionId: string, recipient: string): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.notificationSent(versionId, recipient),
    }),
  );
}
