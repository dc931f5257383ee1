import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../lambdas/functions/catalogue';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { reviewKeys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';
import {
  CATALOGUE_READ_FIELDS,
  listCatalogueProducts,
  putProduct,
} from '../../lambdas/repositories/product-repository';
import type { CatalogueResponse } from '../../lambdas/rules/product';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

// Each product item is about 100 KB (long prerequisites, which no card shows), so the catalogue
// index holds more than one 1 MB Query page: DynamoDB counts the whole item before projecting.
const PRODUCTS = 14;
const LONG_TEXT = 'Prerequisite text. '.repeat(5_300);

describe('the catalogue read path against DynamoDB Local', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    for (let index = 0; index < PRODUCTS; index += 1) {
      // A review each, so the card's rating (derived from it by the sync) is present too.
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...reviewKeys.aggregate(`large-${String(index).padStart(2, '0')}`),
            count: 1,
            sum: 5,
          },
        }),
      );
      await putProduct(
        testProduct(`large-${String(index).padStart(2, '0')}`, {
          prerequisites: LONG_TEXT,
          gallery_image_urls: ['/demo/a.png', '/demo/b.png'],
          // Optional on a product, present here so every read field is seen.
          catalogue_apps: { first: [{ name: 'Slack', icon: '' }], total: 1 },
          seller_id: 'seller-large',
          created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        }),
      );
    }
  });

  it('reads only the attributes a card needs and decides visibility with', async () => {
    const items = await listCatalogueProducts();
    expect(items.length).toBe(PRODUCTS);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([...CATALOGUE_READ_FIELDS].sort());
    }
  });

  it('pages past 1 MB: every listed product is answered, newest first', async () => {
    const result = await handler(apiEvent('GET /api/products'), testContext);
    expect(result.statusCode).toBe(200);
    const body = JSON.parse(result.body ?? '{}') as CatalogueResponse;
    const expected = Array.from(
      { length: PRODUCTS },
      (_, index) => `large-${String(PRODUCTS - 1 - index).padStart(2, '0')}`,
    );
    expect(body.products.map((product) => product.id)).toEqual(expected);
    expect(JSON.stringify(body)).not.toContain('Prerequisite text');
  });
});
