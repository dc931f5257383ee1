import { paginatedBatchGet } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
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
  /** First backoff before asking again for unprocessed keys (throttling); it doubles. */
  retryDelayMs?: number;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * One chunk of at most 100 keys. lib-dynamodb's paginator asks again for the unprocessed keys
 * only; it never waits and never gives up, so the backoff and the limit are added here.
 */
async function getChunk(
  chunk: ItemKey[],
  retryDelayMs: number,
): Promise<Record<string, unknown>[]> {
  const table = tableName();
  const items: Record<string, unknown>[] = [];
  const pages = paginatedBatchGet(
    { client: dynamo() },
    { RequestItems: { [table]: { Keys: chunk } } },
  );
  let attempt = 0;
  for await (const page of pages) {
    attempt += 1;
    items.push(...((page.Responses?.[table] ?? []) as Record<string, unknown>[]));
    if ((page.UnprocessedKeys?.[table]?.Keys?.length ?? 0) === 0) break;
    if (attempt >= BATCH_GET_MAX_ATTEMPTS) throw new Error('BatchGetItem left keys unprocessed');
    await pause(retryDelayMs * 2 ** (attempt - 1));
  }
  return items;
}

/**
 * Reads many items by key: duplicates removed (DynamoDB refuses them), 100 keys per request,
 * unprocessed keys asked for again with a doubling backoff, at most five requests per chunk.
 * Missing items are simply absent; the order is not the keys' order.
 */
export async function batchGetAll(
  itemKeys: readonly ItemKey[],
  { retryDelayMs = 50 }: BatchGetOptions = {},
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(itemKeys.map((key) => [`${key.PK}\u0000${key.SK}`, key])).values()];
  const chunks: ItemKey[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    chunks.push(unique.slice(start, start + BATCH_GET_LIMIT));
  }
  const results = await Promise.all(chunks.map((chunk) => getChunk(chunk, retryDelayMs)));
  return results.flat();
}
