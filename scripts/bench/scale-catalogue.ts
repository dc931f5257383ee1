/**
 * The shoppers' side of the catalogue at a size (scale.ts seeds it): the first catalogue page,
 * a filtered page (category + app + price range) and search, each under load beside a raw
 * DynamoDB Query of one listing page (the cheapest read a page can be), and the first page's
 * JSON size. Search twice: four queries repeated (as shoppers repeat them; answered from the
 * search function's kept outcomes after their first run) and a new query every request (every
 * search runs). What must not grow with the catalogue: the page's size and the tail over the
 * raw read.
 */
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { handler as search } from '../../lambdas/functions/search';
import { reconcileSearchIndex } from '../../lambdas/services/search/search-indexer';
import { CATALOGUE_PAGE_SIZE } from '../../lambdas/rules/catalogue-browse';
import { compareUnderLoad, type Comparison } from './load-rounds';
import { rawListingPage as rawListingQuery } from './raw-listing';
import { distinctSearchQueries } from './search-queries';

/** A shopper's narrow question: one category, one app, a price band (scale-products.ts values). */
export const FILTERED_QUERY = {
  category: 'Sales',
  app: 'slack',
  min_price: '20',
  max_price: '120',
} as const;
/** Typed as shoppers type: a word, a prefix, a typo, two words. */
const SEARCHES = ['shopify', 'invo', 'zendsk tickets', 'slack leads'];

function getEvent(routeKey: string, rawPath: string, query: Record<string, string>) {
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(query).toString(),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench-scale',
      http: { method: 'GET', path: rawPath, sourceIp: '127.0.0.1' },
    },
  } as never;
}

type Answer = { statusCode?: number; body?: string };

const cataloguePage = (query: Record<string, string>) =>
  catalogue(getEvent('GET /api/products', '/api/products', query), {} as never) as Promise<Answer>;

const searchFor = (q: string) =>
  search(getEvent('GET /api/search', '/api/search', { q }), {} as never) as Promise<Answer>;

let turn = 0;
const searchPage = () => {
  turn += 1;
  return searchFor(SEARCHES[turn % SEARCHES.length]!);
};

/**
 * More than one comparison's requests (warm-up and rounds: 1,600), so no query comes twice; the
 * first few are asked once before the rounds for the cards they show, and not again.
 */
const UNCACHED_QUERIES = 2_000;
const UNCACHED_PROBES = 40;

/** Every call a query not asked before in this process. */
function newQuerySearches(products: number) {
  const queries = distinctSearchQueries(UNCACHED_QUERIES, products);
  let next = 0;
  return () => {
    const q = queries[next];
    if (q === undefined) throw new Error('The uncached search ran out of distinct queries');
    next += 1;
    return searchFor(q);
  };
}

const ok = (answer: Answer) => answer.statusCode === 200;

/** One Query of one listing page, as the route's first read of it. */
const rawListingPage = async () => {
  await rawListingQuery(CATALOGUE_PAGE_SIZE);
  return true;
};

export interface CatalogueAtScale {
  firstPageBytes: number;
  firstPageProducts: number;
  filteredProducts: number;
  /** Cards of each bench search's first answer (a search answered from held cards shows them). */
  searchProducts: number[];
  /** Of the first uncached queries (asked once, before the rounds): how many, cards, no match. */
  uncachedProbe: { queries: number; cards: number; empty: number };
  searchIndexMs: number;
  comparisons: { name: string; comparison: Comparison }[];
}

export const SCALE_ROUTES = {
  first: 'catalogue, first page',
  filtered: 'catalogue, category + app + price',
  search: 'search, 4 queries repeated',
  searchUncached: 'search, a new query every request',
} as const;

/** `products`: how many the seed wrote (the uncached queries are drawn from their names). */
export async function measureCatalogueAtScale(products: number): Promise<CatalogueAtScale> {
  const first = await cataloguePage({});
  const filtered = await cataloguePage(FILTERED_QUERY);
  if (!ok(first) || !ok(filtered)) {
    throw new Error(`GET /api/products answered ${first.statusCode} and ${filtered.statusCode}`);
  }
  const indexStarted = performance.now();
  await reconcileSearchIndex();
  const searchIndexMs = performance.now() - indexStarted;
  const searched = await Promise.all(SEARCHES.map(() => searchPage()));
  if (!searched.every(ok)) throw new Error('GET /api/search did not answer 200');
  const newQuerySearch = newQuerySearches(products);
  const probed: Answer[] = [];
  for (let probe = 0; probe < UNCACHED_PROBES; probe += 1) probed.push(await newQuerySearch());
  if (!probed.every(ok)) throw new Error('GET /api/search did not answer 200');
  const raw = '  raw Query of one listing page';
  const comparisons = [
    {
      name: SCALE_ROUTES.first,
      comparison: await compareUnderLoad(
        [SCALE_ROUTES.first, raw],
        () => cataloguePage({}).then(ok),
        rawListingPage,
      ),
    },
    {
      name: SCALE_ROUTES.filtered,
      comparison: await compareUnderLoad(
        [SCALE_ROUTES.filtered, raw],
        () => cataloguePage(FILTERED_QUERY).then(ok),
        rawListingPage,
      ),
    },
    {
      name: SCALE_ROUTES.search,
      comparison: await compareUnderLoad(
        [SCALE_ROUTES.search, raw],
        () => searchPage().then(ok),
        rawListingPage,
      ),
    },
    {
      name: SCALE_ROUTES.searchUncached,
      comparison: await compareUnderLoad(
        [SCALE_ROUTES.searchUncached, raw],
        () => newQuerySearch().then(ok),
        rawListingPage,
      ),
    },
  ];
  const cards = (answer: Answer) =>
    (JSON.parse(answer.body ?? '{}') as { products?: unknown[] }).products?.length ?? 0;
  return {
    firstPageBytes: Buffer.byteLength(first.body ?? ''),
    firstPageProducts: cards(first),
    filteredProducts: cards(filtered),
    searchProducts: searched.map(cards),
    uncachedProbe: {
      queries: probed.length,
      cards: probed.reduce((sum, answer) => sum + cards(answer), 0),
      empty: probed.filter((answer) => cards(answer) === 0).length,
    },
    searchIndexMs,
    comparisons,
  };
}
