import { gunzipSync, gzipSync } from 'node:zlib';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, s3 } from '../infra/aws-clients';
import { config } from '../infra/config';
import { whenConditionHolds } from './conditional-write';
import { keys } from './keys';
import { tableName, withoutLayout } from './table';

/**
 * The catalogue's text-search index: snapshots in the files bucket under SEARCH_SNAPSHOT_PREFIX
 * (gzipped JSON, never overwritten: each has a key of its own), and one head item naming the
 * current one. The head moves from version n to n + 1 only if it is still at n, so two indexers
 * never lose each other's change: the one that loses reads the new head and applies again.
 */
export { SEARCH_SNAPSHOT_PREFIX } from './keys';

export interface SearchIndexHead {
  version: number;
  /** The current snapshot's object key. */
  snapshot_key: string;
  /** The one before, kept for searches still loading it; removed by the next swap. */
  previous_key?: string;
  document_count: number;
  updated_at: string;
}

/** The current head; `consistent` for the indexer, which must not build on an old one. */
export async function getSearchIndexHead(consistent = false): Promise<SearchIndexHead | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.searchIndexHead(),
      ConsistentRead: consistent,
    }),
  );
  return result.Item ? withoutLayout<SearchIndexHead>(result.Item) : undefined;
}

/** Makes `next` current if the head is still `expectedVersion` (0: no head yet). */
export function swapSearchIndexHead(
  expectedVersion: number,
  next: SearchIndexHead,
): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...next, ...keys.searchIndexHead() },
        ConditionExpression:
          expectedVersion === 0 ? 'attribute_not_exists(PK)' : 'version = :expected',
        ...(expectedVersion === 0
          ? {}
          : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
      }),
    ),
  );
}

export async function putSearchSnapshot(key: string, json: string): Promise<void> {
  const body = gzipSync(json);
  await s3().send(
    new PutObjectCommand({
      Bucket: config().filesBucket,
      Key: key,
      Body: body,
      ContentType: 'application/json',
      ContentEncoding: 'gzip',
      ContentLength: body.byteLength,
    }),
  );
}

/** The snapshot's JSON, or undefined when it is gone (a newer swap removed it). */
export async function getSearchSnapshot(key: string): Promise<string | undefined> {
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: config().filesBucket, Key: key }),
    );
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    // A client or proxy that honoured Content-Encoding hands over the JSON itself.
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    return (gzipped ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
    if (status === 404 || status === 403) return undefined;
    throw error;
  }
}

export async function deleteSearchSnapshot(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config().filesBucket, Key: key }));
}
