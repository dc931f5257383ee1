import { dynamo } from '../../lambdas/infra/aws-clients';
import {
  listProductsPage,
  SEARCH_READ_ITEMS,
  SEARCH_READS,
} from '../../lambdas/repositories/managed-product-repository';
import { scaleProduct } from '../../scripts/bench/scale-products';
import { seedScale } from '../../scripts/bench/seed-scale';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * The back office's product search over a listing larger than one request may read: every
 * request reads a bounded number of products, and following the cursors finds every match once,
 * newest first, for the admin (all products) and for a seller (their own).
 */
const COUNT = 1_200;
const SELLERS = ['seller-x', 'seller-y'];
const bundles = Array.from({ length: COUNT }, (_, index) => scaleProduct(index, SELLERS));

const matches = (term: string, sellerId?: string) =>
  bundles
    .map((bundle) => bundle.product)
    .filter((product) => !sellerId || product.seller_id === sellerId)
    .filter((product) => `${product.name} ${product.description}`.toLowerCase().includes(term))
    .map((product) => product.id);

/** Every page of a search, with what each request read. */
async function searchAll(term: string, sellerId?: string) {
  const ids: string[] = [];
  const requests: { queries: number; scanned: number; shown: number }[] = [];
  let cursor: string | undefined;
  do {
    const send = jest.spyOn(dynamo(), 'send');
    const page = await listProductsPage({
      cursor,
      cursorScope: `test-${term}-${sellerId ?? ''}`,
      limit: 24,
      search: term,
      ...(sellerId ? { sellerId } : {}),
    });
    const outputs = (await Promise.all(send.mock.results.map((result) => result.value))) as {
      ScannedCount?: number;
    }[];
    send.mockRestore();
    if (page === 'bad-cursor') throw new Error('cursor refused');
    requests.push({
      queries: outputs.length,
      scanned: outputs.reduce((sum, output) => sum + (output.ScannedCount ?? 0), 0),
      shown: page.products.length,
    });
    ids.push(...page.products.map((product) => product.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, requests };
}

beforeAll(async () => {
  await useIsolatedTable();
  // The back office's lists read the products' own index: the catalogue's listings are not needed.
  await seedScale(COUNT, { sellerIds: SELLERS, catalogue: false });
});

it('finds every match once, newest first, reading a bounded number of products a request', async () => {
  const expected = matches('zendesk');
  expect(expected.length).toBeGreaterThan(48);
  const { ids, requests } = await searchAll('Zendesk');
  expect(ids).toEqual(expected);
  for (const request of requests) {
    expect(request.queries).toBeLessThanOrEqual(SEARCH_READS);
    expect(request.scanned).toBeLessThanOrEqual(SEARCH_READS * SEARCH_READ_ITEMS);
    expect(request.shown).toBeLessThanOrEqual(24);
  }
});

it('moves through the listing when nothing matches, never reading it all at once', async () => {
  const { ids, requests } = await searchAll('no-such-product');
  expect(ids).toEqual([]);
  expect(requests).toHaveLength(Math.ceil(COUNT / (SEARCH_READS * SEARCH_READ_ITEMS)));
  expect(requests[0]?.scanned).toBe(SEARCH_READS * SEARCH_READ_ITEMS);
});

it('searches only a seller’s own products for a seller', async () => {
  const expected = matches('slack', 'seller-x');
  expect(expected.length).toBeGreaterThan(0);
  const { ids } = await searchAll('slack', 'seller-x');
  expect(ids).toEqual(expected);
});
