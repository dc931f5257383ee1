import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type BatchGetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  BATCH_GET_LIMIT,
  BATCH_GET_MAX_ATTEMPTS,
  batchGetAll,
  type ItemKey,
} from '../../../lambdas/repositories/batch-get';
import { queryAll } from '../../../lambdas/repositories/table';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * The two read helpers every repository uses, against a mocked client that behaves like a
 * table under load: DynamoDB may leave any part of a BatchGetItem unprocessed (throttling) and
 * splits a Query into pages. Neither happens on DynamoDB Local with the demo data.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
useUnitEnvironment();
beforeEach(() => dynamo.reset());

const TABLE = 'unit';
const key = (n: number): ItemKey => ({ PK: `PRODUCT#${n}`, SK: 'METADATA' });
const stored = new Map(
  Array.from({ length: 300 }, (_, n) => [`${key(n).PK}|METADATA`, { ...key(n), id: `p${n}` }]),
);

/** Answers like DynamoDB with room for `capacity` keys per request; the rest stay unprocessed. */
function tableWithCapacity(capacity: number) {
  const requests: ItemKey[][] = [];
  dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const keys = (input.RequestItems?.[TABLE]?.Keys ?? []) as ItemKey[];
    requests.push(keys);
    const served = keys.slice(0, capacity);
    const left = keys.slice(capacity);
    return {
      Responses: {
        [TABLE]: served.flatMap((k) => stored.get(`${k.PK}|${k.SK}`) ?? []),
      },
      UnprocessedKeys: left.length > 0 ? { [TABLE]: { Keys: left } } : {},
    };
  });
  return requests;
}

const ids = (items: Record<string, unknown>[]) => items.map((item) => String(item.id)).sort();

describe('batchGetAll', () => {
  it('asks again for the unprocessed keys until every item is read', async () => {
    const requests = tableWithCapacity(3);
    const items = await batchGetAll([0, 1, 2, 3, 4, 5, 6].map(key), { retryDelayMs: 1 });
    expect(ids(items)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    // Each request after the first carries only what the previous one left.
    expect(requests.map((keys) => keys.length)).toEqual([7, 4, 1]);
  });

  it('splits into requests of at most 100 distinct keys and returns each item once', async () => {
    const requests = tableWithCapacity(BATCH_GET_LIMIT);
    const wanted = Array.from({ length: 250 }, (_, n) => key(n));
    const items = await batchGetAll([...wanted, ...wanted.slice(0, 40)]);
    expect(items).toHaveLength(250);
    expect(new Set(ids(items)).size).toBe(250);
    for (const keys of requests) {
      expect(keys.length).toBeLessThanOrEqual(BATCH_GET_LIMIT);
      expect(new Set(keys.map((k) => k.PK)).size).toBe(keys.length);
    }
  });

  it('leaves out keys that have no item', async () => {
    tableWithCapacity(BATCH_GET_LIMIT);
    const items = await batchGetAll([key(1), { PK: 'PRODUCT#missing', SK: 'METADATA' }]);
    expect(ids(items)).toEqual(['p1']);
  });

  it('fails, rather than answering with part of the items, when keys stay unprocessed', async () => {
    const requests = tableWithCapacity(0);
    await expect(batchGetAll([key(1), key(2)], { retryDelayMs: 1 })).rejects.toThrow(
      'BatchGetItem left keys unprocessed',
    );
    expect(requests).toHaveLength(BATCH_GET_MAX_ATTEMPTS);
  });

  it('reads nothing for no keys', async () => {
    const requests = tableWithCapacity(BATCH_GET_LIMIT);
    await expect(batchGetAll([])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('queryAll', () => {
  it('follows LastEvaluatedKey through every page, in order', async () => {
    const pages = [['a', 'b'], ['c'], ['d', 'e']];
    const startKeys: unknown[] = [];
    dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
      startKeys.push(input.ExclusiveStartKey);
      const index = input.ExclusiveStartKey ? Number(input.ExclusiveStartKey.page) : 0;
      return {
        Items: (pages[index] ?? []).map((id) => ({ id })),
        LastEvaluatedKey: index + 1 < pages.length ? { page: index + 1 } : undefined,
      };
    });
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'CATALOGUE' },
    });
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(startKeys).toEqual([undefined, { page: 1 }, { page: 2 }]);
  });
});
