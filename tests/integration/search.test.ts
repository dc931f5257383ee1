import type { SearchResponse } from '../../lambdas/contracts/search';
import { SEARCH_MESSAGES } from '../../lambdas/contracts/search';
import { handler } from '../../lambdas/functions/search';
import { putFile, putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import { SEARCH_SNAPSHOT_PREFIX } from '../../lambdas/repositories/keys';
import * as indexRepository from '../../lambdas/repositories/search-index-repository';
import { getSearchIndexHead } from '../../lambdas/repositories/search-index-repository';
import type { Product } from '../../lambdas/rules/product';
import type { AutomationManifest } from '../../lambdas/rules/automation/manifest';
import {
  applyDocumentChanges,
  parseSearchIndex,
  serializeSearchIndex,
} from '../../lambdas/services/search/search-index';
import {
  documentChangeOf,
  indexProducts,
  reconcileSearchIndex,
} from '../../lambdas/services/search/search-indexer';
import { startLocalSearchIndexer } from '../../scripts/local/api-server/search-indexer';
import { apiEvent, testContext } from '../support/api-event';
import { eventually } from '../support/eventually';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { testFile, testProduct, testVersion } from '../support/product-fixtures';

/** The swap and the save are wrapped so tests can put another container's swap just before it. */
const REPOSITORY = '../../lambdas/repositories/search-index-repository';
jest.mock('../../lambdas/repositories/search-index-repository', () => {
  const actual = jest.requireActual<typeof indexRepository>(
    '../../lambdas/repositories/search-index-repository',
  );
  return {
    ...actual,
    swapSearchIndexHead: jest.fn(actual.swapSearchIndexHead),
    putSearchSnapshot: jest.fn(actual.putSearchSnapshot),
  };
});

/**
 * GET /api/search against the real table and bucket: what the indexer applies is what the next
 * search finds (the indexer is called directly, as the stream would), paging, visibility and
 * bad input.
 */
async function search(query: Record<string, string>, token?: string) {
  const result = await handler(apiEvent('GET /api/search', { query, token }), testContext);
  return {
    status: result.statusCode ?? 0,
    headers: result.headers ?? {},
    body: JSON.parse(result.body ?? '{}') as SearchResponse & { error?: string },
  };
}

const found = async (q: string, token?: string, extra: Record<string, string> = {}) =>
  (await search({ q, ...extra }, token)).body.products.map((product) => product.id);

function manifestWith(...apps: [key: string, name: string][]): AutomationManifest {
  return {
    platform: 'make',
    triggers: [],
    stepCount: apps.length,
    apps: apps.map(([key, name]) => ({ key, name, icon: '' })),
    credentials: [],
    communityPackages: [],
    usesAi: false,
    graph: { steps: [], edges: [], truncated: false },
  };
}

/** Names alone tell these products apart (the fixture's descriptions repeat the id). */
async function putPublished(id: string, overrides: Partial<Product> = {}) {
  const plain = { description: 'An automation.', short_description: 'Saves time.' };
  await putProduct(testProduct(id, { ...plain, ...overrides }));
  await putVersion(testVersion(id, `${id}-v1`, { is_latest: true }));
}

let adminToken: string;

beforeAll(async () => {
  await useIsolatedTable();
  adminToken = (await createSignedInUser({ groups: ['admin'] })).accessToken;
  await putPublished('quokka-alerts', { name: 'Quokka Alerts', category: 'Sales' });
  await putPublished('quokka-hidden', {
    name: 'Quokka Hidden',
    available_for_purchase: false,
    coming_soon: false,
  });
  await putPublished('ledger-sync', { name: 'Ledger Sync', platform: 'n8n' });
  await putFile(
    testFile('ledger-sync', 'ledger-sync-v1', 'flow', {
      automation_manifest: manifestWith(['airtable', 'Airtable']),
    }),
  );
  // A draft-only product: not listed, never found.
  await putProduct(
    testProduct('quokka-draft', { name: 'Quokka Draft', has_published_version: false }),
  );
  await reconcileSearchIndex();
});

describe('GET /api/search', () => {
  it('finds listed products by name, typo and app, with the catalogue cards and facets', async () => {
    const answer = await search({ q: 'quoka' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(answer.body.products.map((product) => product.id)).toEqual(['quokka-alerts']);
    expect(answer.body.products[0]).toMatchObject({ name: 'Quokka Alerts', price: 29 });
    expect(answer.body.next_cursor).toBeNull();
    expect(answer.body.facets.categories).toEqual([{ value: 'Sales', count: 1 }]);

    const byApp = await search({ q: 'airtable' });
    expect(byApp.body.products.map((product) => product.id)).toEqual(['ledger-sync']);
    expect(byApp.body.facets.apps).toEqual([{ value: 'airtable', name: 'Airtable', count: 1 }]);
    expect(await found('airtable', undefined, { app: 'airtable', platform: 'n8n' })).toEqual([
      'ledger-sync',
    ]);
    expect(await found('airtable', undefined, { platform: 'Make' })).toEqual([]);
  });

  it('shows the admin every listed product and shoppers only those for sale or coming soon', async () => {
    expect((await found('quokka')).sort()).toEqual(['quokka-alerts']);
    const admin = await search({ q: 'quokka' }, adminToken);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.body.products.map((product) => product.id).sort()).toEqual([
      'quokka-alerts',
      'quokka-hidden',
    ]);
  });

  it('finds an edited name and loses the old one once the indexer ran', async () => {
    const before = (await getSearchIndexHead(true))?.version ?? 0;
    await putPublished('ledger-sync', { name: 'Wombat Books Sync', platform: 'n8n' });
    expect(await found('wombat')).toEqual([]);
    const run = await indexProducts(['ledger-sync']);
    expect(run.version).toBe(before + 1);
    expect(await found('wombat')).toEqual(['ledger-sync']);
    expect(await found('ledger')).toEqual([]);
  });

  it('finds a product once published, and drops one taken off sale once the indexer ran', async () => {
    await putPublished('quokka-draft', { name: 'Quokka Draft' });
    expect(await found('quokka')).not.toContain('quokka-draft');
    await indexProducts(['quokka-draft']);
    expect(await found('quokka')).toContain('quokka-draft');

    // Taken off sale: the function serves the card its index copy was built from, so it leaves
    // with the indexer's run (here the copy is refreshed at every search), facets and all.
    await putPublished('quokka-draft', {
      name: 'Quokka Draft',
      available_for_purchase: false,
      coming_soon: false,
    });
    expect(await found('quokka')).toContain('quokka-draft');
    await indexProducts(['quokka-draft']);
    expect(await found('quokka')).not.toContain('quokka-draft');
    const after = await search({ q: 'quokka' });
    expect(after.body.facets.categories).toEqual([{ value: 'Sales', count: 1 }]);
    expect(await found('quokka', adminToken)).toContain('quokka-draft');

    // Retired (or deleted): gone for everyone.
    await putProduct(testProduct('quokka-draft', { retired_at: new Date().toISOString() }));
    await indexProducts(['quokka-draft']);
    expect(await found('quokka', adminToken)).not.toContain('quokka-draft');
  });

  it('keeps both of two indexers’ changes made at the same time', async () => {
    await putPublished('pelican-one', { name: 'Pelican One' });
    await putPublished('pelican-two', { name: 'Pelican Two' });
    await Promise.all([indexProducts(['pelican-one']), indexProducts(['pelican-two'])]);
    expect((await found('pelican')).sort()).toEqual(['pelican-one', 'pelican-two']);
  });

  it('re-applies its change on the newer snapshot when another container swapped first', async () => {
    await putPublished('heron-mine', { name: 'Heron Mine' });
    await putPublished('heron-theirs', { name: 'Heron Theirs' });
    const realSwap = jest.requireActual<typeof indexRepository>(REPOSITORY).swapSearchIndexHead;
    const swaps = jest.mocked(indexRepository.swapSearchIndexHead);
    swaps.mockClear();
    // Just before this run's swap, another container (its own copy of the index) swaps in a
    // snapshot with its own change.
    swaps.mockImplementationOnce(async (expected, next) => {
      const head = await indexRepository.getSearchIndexHead(true);
      const json = head && (await indexRepository.getSearchSnapshot(head.snapshot_key));
      const theirs = json ? parseSearchIndex(json) : undefined;
      if (!head || !theirs) throw new Error('No snapshot to build on');
      applyDocumentChanges(theirs, [await documentChangeOf('heron-theirs')]);
      const key = `${SEARCH_SNAPSHOT_PREFIX}theirs-${head.version + 1}.json.gz`;
      await indexRepository.putSearchSnapshot(key, await serializeSearchIndex(theirs));
      const theirsNext = { ...head, version: head.version + 1, snapshot_key: key };
      expect(await realSwap(head.version, theirsNext)).toBe(true);
      return realSwap(expected, next);
    });
    try {
      const run = await indexProducts(['heron-mine']);
      expect(swaps).toHaveBeenCalledTimes(2);
      expect(run.changed).toBe(1);
    } finally {
      swaps.mockImplementation(realSwap);
    }
    expect((await found('heron')).sort()).toEqual(['heron-mine', 'heron-theirs']);
  });

  it('saves a change whose first save failed when the stream retries it', async () => {
    await putPublished('ibis', { name: 'Ibis Ledger' });
    jest
      .mocked(indexRepository.putSearchSnapshot)
      .mockRejectedValueOnce(new Error('S3 is unavailable'));
    await expect(indexProducts(['ibis'])).rejects.toThrow('S3 is unavailable');
    expect(await found('ibis')).toEqual([]);
    // The retry re-reads the product: its document is new to the saved snapshot, so it is saved.
    expect((await indexProducts(['ibis'])).changed).toBe(1);
    expect(await found('ibis')).toEqual(['ibis']);
  });

  it('pages without duplicates or gaps, and refuses a cursor of another search', async () => {
    const ids = Array.from({ length: 17 }, (_, index) => `bilby-${String(index).padStart(2, '0')}`);
    for (const [index, id] of ids.entries()) {
      await putPublished(id, {
        name: `Bilby Report ${index}`,
        featured: index % 5 === 0,
        created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      });
    }
    await indexProducts(ids);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await search({ q: 'bilby', limit: '5', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.body.products.map((product) => product.id));
      cursor = page.body.next_cursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(ids);

    const first = await search({ q: 'bilby', limit: '5' });
    const other = await search({
      q: 'bilby',
      limit: '5',
      platform: 'n8n',
      cursor: first.body.next_cursor ?? '',
    });
    expect(other).toMatchObject({ status: 400, body: { error: SEARCH_MESSAGES.badCursor } });
  });

  it.each([
    [{ q: '' }, SEARCH_MESSAGES.textRequired],
    [{ q: '   ' }, SEARCH_MESSAGES.textRequired],
    [{ q: 'x'.repeat(101) }, SEARCH_MESSAGES.textTooLong],
    [{ q: 'a', min_price: '30', max_price: '10' }, SEARCH_MESSAGES.priceRange],
    [{ q: 'a', cursor: 'not-a-cursor' }, SEARCH_MESSAGES.badCursor],
  ])('answers 400 with a clear message for %j', async (query, message) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(message);
  });

  it.each([
    [{ q: 'a', limit: '49' }, 'limit'],
    [{ q: 'a', sort: 'stars' }, 'sort'],
    [{ q: 'a', platform: 'Excel' }, 'platform'],
    [{ q: 'a', min_price: 'cheap' }, 'min_price'],
  ])('answers 400 naming the bad parameter for %j', async (query, name) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(name);
  });

  it('is kept up to date by the local stack’s indexer (npm start’s stand-in for the stream)', async () => {
    const stop = startLocalSearchIndexer();
    try {
      await putPublished('kookaburra', { name: 'Kookaburra Timesheets' });
      await eventually(
        () => found('kookaburra'),
        (ids) => expect(ids).toEqual(['kookaburra']),
      );
      await putPublished('kookaburra', { name: 'Kookaburra Timesheets', active: false });
      // Cards and facets drop it once the indexer ran.
      await eventually(
        async () => (await search({ q: 'kookaburra' }, adminToken)).body.facets.categories,
        (categories) => expect(categories).toEqual([]),
      );
    } finally {
      stop();
    }
  });

  it('builds the whole index on the first change when there is none yet (a new deployment)', async () => {
    await useIsolatedTable();
    await putPublished('first-one', { name: 'Platypus One' });
    await putPublished('first-two', { name: 'Platypus Two' });
    expect(await getSearchIndexHead(true)).toBeUndefined();
    const run = await indexProducts(['first-one']);
    expect(run).toMatchObject({ version: 1, documents: 2 });
    expect((await found('platypus')).sort()).toEqual(['first-one', 'first-two']);
  });
});
