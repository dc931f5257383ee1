import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  MyStorefrontResponse,
  StorefrontPageResponse,
} from '../../lambdas/contracts/storefronts';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { productItem } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import type { Product } from '../../lambdas/rules/product';
import { compareCatalogueOrder, isVisibleInCatalogue } from '../../lambdas/rules/visibility';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller } from '../support/manage-api';
import { testProduct } from '../support/product-fixtures';
import { makeStorefront, storefrontCall } from '../support/storefronts-api';

/**
 * A storefront of a seller with 300 products: pages in catalogue order (featured first, then
 * newest) with a cursor, without duplicates or gaps, each page a bounded read of the seller's
 * product list rather than all of it.
 */
const COUNT = 300;

interface Read {
  command: string;
  input: Record<string, unknown>;
}

describe('a storefront with 300 products', () => {
  let handle: string;
  let sellerToken: string;
  let expected: string[];

  beforeAll(async () => {
    await useIsolatedTable();
    const seller = await createSeller();
    sellerToken = seller.accessToken;
    handle = (await makeStorefront(seller.accessToken, { display_name: 'Many Things' })).handle;
    const products: Product[] = Array.from({ length: COUNT }, (_, i) =>
      testProduct(`many-${String(i).padStart(3, '0')}`, {
        seller_id: seller.sellerId,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        featured: i % 40 === 3,
        // Every seventh is not for sale (and not coming soon): shoppers do not see it.
        available_for_purchase: i % 7 !== 0,
        active: i % 11 !== 5,
      }),
    );
    const items = products.map(productItem);
    for (let start = 0; start < items.length; start += 25) {
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName()]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
    expected = products
      .filter((product) => isVisibleInCatalogue(product, { isAdmin: false }))
      .sort(compareCatalogueOrder)
      .map((product) => product.id);
  });

  it('pages every visible product once, in catalogue order, with bounded reads', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reads: Read[] = [];
      const stack = dynamo().middlewareStack;
      stack.add(
        (next, context) => async (args) => {
          reads.push({ command: String(context.commandName), input: args.input as never });
          return next(args);
        },
        { step: 'initialize', name: 'storefront-reads' },
      );
      let answer;
      try {
        answer = await storefrontCall<StorefrontPageResponse>('GET /api/sellers/{handle}', {
          params: { handle },
          ...(cursor ? { query: { cursor } } : {}),
        });
      } finally {
        stack.remove('storefront-reads');
      }
      expect(answer.status).toBe(200);
      expect(answer.body.products.length).toBeGreaterThan(0);
      expect(answer.body.products.length).toBeLessThanOrEqual(24);
      seen.push(...answer.body.products.map((product) => product.id));
      // Each Query of the seller's list looks at a bounded number of products.
      const sellerQueries = reads.filter((read) => read.input.IndexName === 'GSI2');
      expect(sellerQueries.length).toBeGreaterThan(0);
      for (const query of sellerQueries) expect(query.input.Limit).toBeLessThanOrEqual(100);
      expect(sellerQueries.length).toBeLessThanOrEqual(10);
      cursor = answer.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 24));
  });

  it("counts the seller's visible products for their own view", async () => {
    const own = await storefrontCall<MyStorefrontResponse>('GET /api/seller/storefront', {
      token: sellerToken,
    });
    expect(own.body.storefront?.visible_product_count).toBe(expected.length);
  });
});
