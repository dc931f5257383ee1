import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  type BatchWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  batchWriteChunk,
  UnprocessedWritesError,
  type WriteRequest,
} from '../../../lambdas/repositories/batch-write';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * BatchWriteItem under load: DynamoDB may leave part of a batch unprocessed (throttling), which
 * DynamoDB Local never does. The unprocessed rest is written again, a bounded number of times.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
useUnitEnvironment();
beforeEach(() => dynamo.reset());

const TABLE = 'unit';
const put = (n: number): WriteRequest => ({ PutRequest: { Item: { PK: `P#${n}`, SK: 'X' } } });

/** Processes at most `capacity` requests per call; records each call's request count. */
function tableWithCapacity(capacity: number) {
  const sizes: number[] = [];
  dynamo.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
    const requests = input.RequestItems?.[TABLE] ?? [];
    sizes.push(requests.length);
    const left = requests.slice(capacity);
    return { UnprocessedItems: left.length > 0 ? { [TABLE]: left } : {} };
  });
  return sizes;
}

describe('batchWriteChunk', () => {
  it('writes the unprocessed rest again until every request is processed', async () => {
    const sizes = tableWithCapacity(2);
    await batchWriteChunk([1, 2, 3, 4, 5].map(put), 4);
    expect(sizes).toEqual([5, 3, 1]);
  });

  it('throws UnprocessedWritesError after `attempts` requests when some are still left', async () => {
    const sizes = tableWithCapacity(0);
    await expect(batchWriteChunk([put(1), put(2)], 2)).rejects.toBeInstanceOf(
      UnprocessedWritesError,
    );
    expect(sizes).toEqual([2, 2]);
  });

  it('throws any other error at once', async () => {
    dynamo.on(BatchWriteCommand).rejects(new Error('ValidationException'));
    await expect(batchWriteChunk([put(1)], 5)).rejects.toThrow('ValidationException');
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(1);
  });
});
