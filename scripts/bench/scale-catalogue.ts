/**
 * The shoppers' side of the catalogue at a size (scale.ts seeds it): the first catalogue page,
 * a filtered page (category + app + price range) and a search, each under load beside a raw
 * DynamoDB Query of one listing page (the cheapest read a page can be), and the first page's
 * JSON size. What must not grow with the catalogue: the page's size and the tail over the raw
 * read.
 */
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { handler as search } from '../../lambdas/functions/search';
import { reconcileSearchIndex } from '../../lambdas/services/search/search-indexer';
import { CATALOGUE_PAGE_SIZE } from '../../lambdas/rules/catalogue-browse';
import { compareUnderLoad, type Comparison } from './load-rounds';
import { rawListingPage as rawListingQuery } from './raw-listing';

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

let turn = 0;
const searchPage = () => {
  turn += 1;
  const q = SEARCHES[turn % SEARCHES.length]!;
  return search(getEvent('GET /api/search', '/api/search', { q }), {} as never) as Promise<Answer>;
};

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
  searchIndexMs: number;
  comparisons: { name: string; comparison: Comparison }[];
}

export const SCALE_ROUTES = {
  first: 'catalogue, first page',
  filtered: 'catalogue, category + app + price',
  search: 'search',
} as const;

export async function measureCatalogueAtScale(): Promise<CatalogueAtScale> {
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
  ];
  const products = (answer: Answer) =>
    (JSON.parse(answer.body ?? '{}') as { products?: unknown[] }).products?.length ?? 0;
  return {
    firstPageBytes: Buffer.byteLength(first.body ?? ''),
    firstPageProducts: products(first),
    filteredProducts: products(filtered),
    searchProducts: searched.map(products),
    searchIndexMs,
    comparisons,
  };
}
