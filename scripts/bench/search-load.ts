import { handler as search } from '../../lambdas/functions/search';
import { reconcileSearchIndex } from '../../lambdas/services/search/search-indexer';
import { compareUnderLoad, type Comparison } from './load-rounds';
import { rawListingPage } from './raw-listing';

/**
 * The search route under load beside the cheapest read a catalogue page can be: one DynamoDB
 * Query of a listing page of 24. The route reads the index head (GetItem), searches the index it holds in
 * memory and reads the page's cards it does not hold yet (BatchGetItem).
 */
const PAGE = 24;
/** Words every bench product has in its name, typed the way shoppers do (a prefix, a typo). */
const QUERIES = ['benchmark', 'benchmrk product', 'bench', 'product 12'];

function searchEvent(q: string) {
  const query = { q, limit: String(PAGE) };
  return {
    version: '2.0',
    routeKey: 'GET /api/search',
    rawPath: '/api/search',
    rawQueryString: new URLSearchParams(query).toString(),
    queryStringParameters: query,
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      http: { method: 'GET', path: '/api/search', sourceIp: '127.0.0.1' },
    },
  } as never;
}

let turn = 0;
const searchRoute = async () => {
  turn += 1;
  const result = await search(searchEvent(QUERIES[turn % QUERIES.length]!), {} as never);
  return result.statusCode === 200;
};

const rawCataloguePage = async () => {
  await rawListingPage(PAGE);
  return true;
};

/** Builds the bench catalogue's index (the indexer's full reconcile) and loads it once. */
export async function prepareSearchBench(): Promise<void> {
  await reconcileSearchIndex();
  if (!(await searchRoute())) throw new Error('GET /api/search did not answer 200');
}

/**
 * Printed beside the raw page Query, not held to the API's share-of-raw targets: the route makes
 * two reads (head, page) where the raw side makes one, by design of the comparison.
 */
export const SEARCH_ROUTE_NAME = 'GET /api/search (Lambda entry)';

export function searchComparison(): Promise<Comparison> {
  return compareUnderLoad(
    [SEARCH_ROUTE_NAME, '  raw Query of one catalogue page'],
    searchRoute,
    rawCataloguePage,
  );
}
