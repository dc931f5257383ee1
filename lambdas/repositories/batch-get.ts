import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { withRetries } from '../infra/retries';
import { tableName } from './table';

/** DynamoDB's limit of keys per BatchGetItem request. */
export const BATCH_GET_LIMIT = 100;
/** Requests per chunk before keys DynamoDB keeps leaving unprocessed count as a failure. */
export const BATCH_GET_MAX_ATTEMPTS = 5;

export interface ItemKey {
  PK: string;
  SK: string;
}

export interface BatchGetOptions {
  /** The longest first wait before asking again for unprocessed keys (throttling); it doubles. */
  retryDelayMs?: number;
  /** Only these attributes of each item (all when absent): less to send and to parse. */
  attributes?: readonly string[];
}

/** A ProjectionExpression naming every attribute by placeholder (reserved words included). */
function projectionOf(attributes: readonly string[] | undefined) {
  if (!attributes?.length) return {};
  return {
    ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(
      attributes.map((name, index) => [`#a${index}`, name]),
    ),
  };
}

/** DynamoDB kept leaving some keys of a chunk unprocessed (throttling) for every attempt. */
class UnprocessedKeysError extends Error {
  override readonly name = 'UnprocessedKeysError';
}

/**
 * One chunk of at most 100 keys; the keys DynamoDB leaves unprocessed are asked for again, with
 * backoff, at most BATCH_GET_MAX_ATTEMPTS requests in all.
 */
async function getChunk(
  chunk: ItemKey[],
  retryDelayMs: number,
  attributes?: readonly string[],
): Promise<Record<string, unknown>[]> {
  const table = tableName();
  const items: Record<string, unknown>[] = [];
  let pending = chunk;
  await withRetries(
    async () => {
      const page = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ...projectionOf(attributes) } },
        }),
      );
      items.push(...((page.Responses?.[table] ?? []) as Record<string, unknown>[]));
      pending = (page.UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
      if (pending.length > 0) throw new UnprocessedKeysError('BatchGetItem left keys unprocessed');
    },
    {
      attempts: BATCH_GET_MAX_ATTEMPTS,
      baseMs: retryDelayMs,
      maxMs: retryDelayMs * 2 ** (BATCH_GET_MAX_ATTEMPTS - 1),
      retryable: (error) => error instanceof UnprocessedKeysError,
    },
  );
  return items;
}

/**
 * Reads many items by key: duplicates removed (DynamoDB refuses them), 100 keys per request,
 * unprocessed keys asked for again with backoff, at most five requests per chunk.
 * Missing items are simply absent; the order is not the keys' order.
 */
export async function batchGetAll(
  itemKeys: readonly ItemKey[],
  { retryDelayMs = 50, attributes }: BatchGetOptions = {},
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(itemKeys.map((key) => [`${key.PK}\u0000${key.SK}`, key])).values()];
  const chunks: ItemKey[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    chunks.push(unique.slice(start, start + BATCH_GET_LIMIT));
  }
  const results = await Promise.all(
    chunks.map((chunk) => getChunk(chunk, retryDelayMs, attributes)),
  );
  return results.flat();
}
