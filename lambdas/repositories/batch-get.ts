import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { tableName } from './table';

/** DynamoDB's limit of keys per BatchGetItem request. */
export const BATCH_GET_LIMIT = 100;
const MAX_ATTEMPTS = 5;

export interface ItemKey {
  PK: string;
  SK: string;
}

/** Backoff between retries of unprocessed keys (throttling), doubling from 50 ms. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
}

async function getChunk(chunk: ItemKey[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let pending: ItemKey[] = chunk;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt >= MAX_ATTEMPTS) throw new Error('BatchGetItem left keys unprocessed');
    if (attempt > 0) await pause(attempt);
    const table = tableName();
    const result = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }),
    );
    items.push(...((result.Responses?.[table] ?? []) as Record<string, unknown>[]));
    pending = (result.UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
  }
  return items;
}

/**
 * Reads many items by key: duplicates removed (DynamoDB refuses them), 100 keys per request,
 * unprocessed keys retried. Missing items are simply absent; the order is not the keys' order.
 */
export async function batchGetAll(
  itemKeys: readonly ItemKey[],
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(itemKeys.map((key) => [`${key.PK}\u0000${key.SK}`, key])).values()];
  const chunks: ItemKey[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    chunks.push(unique.slice(start, start + BATCH_GET_LIMIT));
  }
  const results = await Promise.all(chunks.map((chunk) => getChunk(chunk)));
  return results.flat();
}
