import type { SearchResponse } from '../../lambdas/contracts/search';
import { handler } from '../../lambdas/functions/search';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { ENV } from '../../lambdas/infra/config';
import { putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import type { Product } from '../../lambdas/rules/product';
import { indexProducts, reconcileSearchIndex } from '../../lambdas/services/search/search-indexer';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct, testVersion } from '../support/product-fixtures';

/**
 * GET /api/search with the deployed refresh time (30 s): a search, new or repeated, is answered
 * from the function's copy of the index, whose documents carry their cards, without reading the
 * table; a card changes (price, image, visibility) once the indexer ran and the copy was
 * refreshed.
 */
async function search(q: string) {
  const result = await handler(apiEvent('GET /api/search', { query: { q } }), testContext);
  expect(result.statusCode).toBe(200);
  return JSON.parse(result.body ?? '{}') as SearchResponse;
}

/** The DynamoDB commands sent while `work` runs, by name. */
async function commandsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const send = jest.spyOn(dynamo(), 'send');
  try {
    await work();
    return send.mock.calls.map(([command]) => command.constructor.name);
  } finally {
    send.mockRestore();
  }
}

async function putPublished(id: string, overrides: Partial<Product> = {}) {
  const plain = { description: 'An automation.', short_description: 'Saves time.' };
  await putProduct(testProduct(id, { ...plain, ...overrides }));
  await putVersion(testVersion(id, `${id}-v1`, { is_latest: true }));
}

/** The clock the index copy's age is read from, moved past the refresh time on demand. */
let clockOffset = 0;
const realNow = Date.now.bind(Date);
const afterRefresh = () => {
  clockOffset += 31_000;
};

beforeAll(async () => {
  process.env[ENV.searchIndexRefreshSeconds] = '30';
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
  await useIsolatedTable();
  await putPublished('numbat-alerts', { name: 'Numbat Alerts', price: 29 });
  await putPublished('numbat-ledger', { name: 'Numbat Ledger', price: 49 });
  await reconcileSearchIndex();
});

afterAll(() => {
  delete process.env[ENV.searchIndexRefreshSeconds];
  jest.restoreAllMocks();
});

const ids = (answer: SearchResponse) => answer.products.map((product) => product.id).sort();

describe('search cards from the index', () => {
  it('answers a search, new or repeated, with no DynamoDB read once the index is loaded', async () => {
    await search('numbat');
    let first: SearchResponse | undefined;
    // A query not asked before: its cards come with the index's documents.
    expect(
      await commandsDuring(async () => {
        first = await search('ledger');
      }),
    ).toEqual([]);
    expect(first?.products).toEqual([
      expect.objectContaining({ id: 'numbat-ledger', name: 'Numbat Ledger', price: 49 }),
    ]);
    expect(first?.products[0]).not.toHaveProperty('description');
    let again: SearchResponse | undefined;
    expect(
      await commandsDuring(async () => {
        again = await search('ledger');
      }),
    ).toEqual([]);
    expect(again).toEqual(first);
  });

  it('shows a new price once the indexer ran and the index copy was refreshed', async () => {
    await search('numbat');
    await putPublished('numbat-alerts', { name: 'Numbat Alerts', price: 35 });
    await indexProducts(['numbat-alerts']);
    // Until the copy is refreshed it serves the card it was built from: the bound is the refresh.
    const held = await search('numbat');
    expect(held.products.find((product) => product.id === 'numbat-alerts')?.price).toBe(29);
    afterRefresh();
    const commands = await commandsDuring(async () => {
      const fresh = await search('numbat');
      expect(fresh.products.find((product) => product.id === 'numbat-alerts')?.price).toBe(35);
      expect(fresh.products.find((product) => product.id === 'numbat-ledger')?.price).toBe(49);
    });
    // The head only: the new snapshot carries the cards.
    expect(commands).toEqual(['GetCommand']);
  });

  it('drops a product taken off sale once the indexer ran and the copy was refreshed', async () => {
    expect(ids(await search('numbat'))).toContain('numbat-ledger');
    await putPublished('numbat-ledger', {
      name: 'Numbat Ledger',
      price: 49,
      available_for_purchase: false,
      coming_soon: false,
    });
    await indexProducts(['numbat-ledger']);
    afterRefresh();
    expect(ids(await search('numbat'))).toEqual(['numbat-alerts']);
  });

  it('shows a card change outside what the index ranks by (a new image) with the index', async () => {
    await search('numbat');
    await putPublished('numbat-alerts', {
      name: 'Numbat Alerts',
      price: 35,
      image_url: 'https://example.com/numbat-new.png',
    });
    await indexProducts(['numbat-alerts']);
    afterRefresh();
    const answer = await search('numbat');
    expect(answer.products[0]).toMatchObject({
      id: 'numbat-alerts',
      image_url: 'https://example.com/numbat-new.png',
    });
  });
});
