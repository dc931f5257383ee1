import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { retireCatalogueIndex } from '../../lambdas/repositories/catalogue-index-migration';
import { catalogueIndex, keys } from '../../lambdas/repositories/keys';
import {
  listCatalogueProducts,
  productItem,
  putProduct,
} from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

/**
 * The old whole-catalogue index (GSI1 CATALOGUE on product items) is written no more, and its
 * migration removes it from products written before, idempotently and resumably.
 */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();

/** A product item as it was written before: with the CATALOGUE index keys. */
async function putOldProduct(id: string, index: number) {
  const product = testProduct(id, { created_at: day(index) });
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...productItem(product),
        GSI1PK: catalogueIndex.partition,
        GSI1SK: catalogueIndex.sortKey(product.featured, product.created_at),
      },
    }),
  );
}

async function indexed(): Promise<string[]> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: catalogueIndex.name,
      KeyConditionExpression: 'GSI1PK = :catalogue',
      ExpressionAttributeValues: { ':catalogue': catalogueIndex.partition },
    }),
  );
  return (result.Items ?? []).map((item) => String(item.id)).sort();
}

beforeEach(async () => {
  await useIsolatedTable();
});

test('a product written now carries no catalogue index keys', async () => {
  await putProduct(testProduct('fresh'));
  const item = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.product('fresh') }),
  );
  expect(item.Item?.GSI1PK).toBeUndefined();
  expect(item.Item?.GSI1SK).toBeUndefined();
  expect(await indexed()).toEqual([]);
  // The whole-list readers still find it (the product list, filtered to listed products).
  expect((await listCatalogueProducts()).map((product) => product.id)).toEqual(['fresh']);
});

test('removes the old keys from every product, resumably, and then does nothing', async () => {
  const ids = ['o1', 'o2', 'o3', 'o4', 'o5'];
  for (const [index, id] of ids.entries()) await putOldProduct(id, index);
  expect(await indexed()).toEqual(ids);

  // Cut short after one page of two: the rest stays for the next run.
  expect(await retireCatalogueIndex({ pageSize: 2, maxPages: 1 })).toEqual({
    finished: false,
    removed: 2,
  });
  expect(await indexed()).toHaveLength(3);
  expect(await retireCatalogueIndex({ pageSize: 2 })).toEqual({ finished: true, removed: 3 });
  expect(await indexed()).toEqual([]);
  // The products themselves are untouched but for the keys.
  const listed = await listCatalogueProducts();
  expect(listed.map((product) => product.id).sort()).toEqual(ids);
  // Finished: a later run reads nothing and removes nothing.
  expect(await retireCatalogueIndex()).toEqual({ finished: true, removed: 0 });
});
