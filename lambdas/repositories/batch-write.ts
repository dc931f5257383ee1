import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { withRetries } from '../infra/retries';
import { tableName } from './table';

/** DynamoDB's limit of requests per BatchWriteItem. */
export const BATCH_WRITE_LIMIT = 25;

export type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/** DynamoDB kept leaving some of a batch unprocessed (throttling) for every attempt. */
export class UnprocessedWritesError extends Error {
  override readonly name = 'UnprocessedWritesError';
}

/**
 * Writes at most 25 requests with one BatchWriteItem, asking again for the ones DynamoDB left
 * unprocessed (under load it may), with backoff; throws UnprocessedWritesError when some are
 * still left after `attempts` requests. Any other error is thrown at once.
 */
export async function batchWriteChunk(
  requests: readonly WriteRequest[],
  attempts: number,
): Promise<void> {
  let pending = [...requests];
  await withRetries(
    async () => {
      const result = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
      );
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
      if (pending.length > 0) {
        throw new UnprocessedWritesError(`BatchWriteItem left ${pending.length} unprocessed`);
      }
    },
    {
      attempts,
      baseMs: 100,
      maxMs: 2_000,
      retryable: (error) => error instanceof UnprocessedWritesError,
    },
  );
}
