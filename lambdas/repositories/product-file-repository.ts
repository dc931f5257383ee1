import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { ProductFile } from '../rules/product-content';
import type { UploadPurpose } from '../rules/uploads';
import { whenConditionHolds } from './conditional-write';
import { keys, productItemPrefix } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/**
 * Product file rows and the upload tickets that precede them. A ticket records which object key
 * was issued for which version, purpose, size and type; confirming an upload consumes it in the
 * same transaction that writes the file row, so a key can become a file only once.
 */
export interface UploadTicket {
  product_id: string;
  version_id: string;
  object_key: string;
  file_purpose: UploadPurpose;
  /** The declared (and signed) size in bytes. */
  size: number;
  content_type: string;
  created_at: string;
  /** Epoch seconds: DynamoDB's TTL removes unconfirmed tickets. */
  ttl: number;
}

const REVISION_IS =
  '(revision = :expected OR (attribute_not_exists(revision) AND :expected = :zero))';

/** A new ticket; false when that key was already issued (the caller picks another). */
export async function putUploadTicketIfNew(ticket: UploadTicket): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...ticket, ...keys.uploadTicket(ticket.product_id, ticket.object_key) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

export async function getUploadTicket(
  productId: string,
  objectKey: string,
): Promise<UploadTicket | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.uploadTicket(productId, objectKey) }),
  );
  return result.Item ? withoutLayout<UploadTicket>(result.Item) : undefined;
}

export async function deleteUploadTicket(productId: string, objectKey: string): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.uploadTicket(productId, objectKey) }),
  );
}

/** Object keys of a product's unconfirmed uploads (their objects go when the product does). */
export async function listUploadTicketKeys(productId: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.productPartition(productId),
      ':prefix': productItemPrefix.upload,
    },
    ProjectionExpression: 'object_key',
  });
  return items.map((item) => String(item.object_key));
}

/** Consumes the ticket of a confirmed upload (it must still exist). */
export function uploadTicketConsume(productId: string, objectKey: string): TransactWriteItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.uploadTicket(productId, objectKey),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
}

export function fileCreate(file: ProductFile): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...file, ...keys.file(file.product_id, file.id) },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The whole file row again, if nobody changed it since `expectedRevision`. */
export function fileReplace(file: ProductFile, expectedRevision: number): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...file, ...keys.file(file.product_id, file.id) },
      ConditionExpression: `attribute_exists(PK) AND ${REVISION_IS}`,
      ExpressionAttributeValues: { ':expected': expectedRevision, ':zero': 0 },
    },
  };
}

/** A new position for one file of a reordered group, if it is still as the editor read it. */
export function fileReposition(
  productId: string,
  fileId: string,
  position: number,
  expectedRevision: number,
  updatedAt: string,
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.file(productId, fileId),
      UpdateExpression: 'SET order_position = :position, revision = :next, updated_at = :at',
      ConditionExpression: `attribute_exists(PK) AND ${REVISION_IS}`,
      ExpressionAttributeValues: {
        ':position': position,
        ':next': expectedRevision + 1,
        ':at': updatedAt,
        ':expected': expectedRevision,
        ':zero': 0,
      },
    },
  };
}

export function fileDelete(productId: string, fileId: string): TransactWriteItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.file(productId, fileId),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
}
