import { QueryClient } from '@tanstack/react-query';
import { fetchLandingData, seedLandingData } from '../../../web/src/app/landing-data';
import { catalogueQuery } from '../../../web/src/features/catalogue/catalogue-query';
import {
  DEFAULT_VIEW,
  catalogueApiPath,
  readView,
} from '../../../web/src/features/catalogue/catalogue-view';
import { queryKeys } from '../../../web/src/lib/query-keys';

const FACETS = { categories: [], platforms: [], apps: [] };

const realFetch = globalThis.fetch;
let asked: string[] = [];

function storageWith(keys: string[]) {
  const values = new Map(keys.map((key) => [key, 'x']));
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
  };
}

beforeEach(() => {
  asked = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    asked.push(String(input));
    return new Response(
      JSON.stringify({ products: [], next_cursor: null, facets: FACETS, product: { id: 'p 1' } }),
      { status: 200 },
    );
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'localStorage');
});

const settle = (client: QueryClient) =>
  new Promise<void>((resolve) => {
    const check = () => (client.isFetching() === 0 ? resolve() : setImmediate(check));
    check();
  });

describe("the landing page's data, asked for before the config is read", () => {
  it('fetches the catalogue or the product, anonymously, into the keys the pages read', async () => {
    Object.assign(globalThis, { localStorage: storageWith(['shoppingCart']) });
    const client = new QueryClient();
    fetchLandingData('/');
    seedLandingData(client);
    fetchLandingData('/product/p%201');
    seedLandingData(client);
    await settle(client);
    expect(asked.map((url) => new URL(url, 'http://shop').pathname)).toEqual([
      '/api/products',
      '/api/products/p%201',
    ]);
    expect(client.getQueryData(catalogueQuery(DEFAULT_VIEW).queryKey)?.pages).toMatchObject([
      { products: [], next_cursor: null, facets: FACETS },
    ]);
    expect(client.getQueryData(queryKeys.product('p 1', null))).toMatchObject({
      product: { id: 'p 1' },
    });
  });

  it('seeds Query with an answer that arrived before it, without asking again', async () => {
    Object.assign(globalThis, { localStorage: storageWith([]) });
    fetchLandingData('/');
    await new Promise((resolve) => setImmediate(resolve));
    const client = new QueryClient();
    seedLandingData(client);
    // In the cache at once: the page's first render with Query has its cards.
    expect(client.getQueryData(catalogueQuery(DEFAULT_VIEW).queryKey)?.pages).toHaveLength(1);
    await settle(client);
    expect(asked).toEqual(['/api/products']);
  });

  it("fetches the first page of the view the address names, at the preload's URL", async () => {
    Object.assign(globalThis, { localStorage: storageWith([]) });
    const client = new QueryClient();
    const search = '?sort=price_asc&category=Sales+%26+Ops&utm=x&app=slack';
    fetchLandingData('/', search);
    seedLandingData(client);
    await settle(client);
    // landing-preload.ts builds its link the same way: the app's fetch reuses that answer.
    expect(asked).toEqual([catalogueApiPath(readView(search))]);
    expect(asked).toEqual(['/api/products?category=Sales+%26+Ops&app=slack&sort=price_asc']);
    expect(client.getQueryData(catalogueQuery(readView(search)).queryKey)?.pages).toHaveLength(1);
  });

  it('asks the search route when the address has search text', () => {
    expect(catalogueApiPath(readView('?q=slack+bot&platform=n8n'), 'c1')).toBe(
      '/api/search?q=slack+bot&platform=n8n&cursor=c1',
    );
    expect(catalogueApiPath(readView('?sort=bogus&min_price=5'))).toBe('/api/products?min_price=5');
  });

  it('leaves a browser that may hold a session, and other pages, to the usual order', async () => {
    Object.assign(globalThis, {
      localStorage: storageWith(['CognitoIdentityServiceProvider.client.LastAuthUser']),
    });
    const client = new QueryClient();
    fetchLandingData('/');
    Object.assign(globalThis, { localStorage: storageWith([]) });
    fetchLandingData('/cart');
    fetchLandingData('/product/%E0%A4%A');
    await settle(client);
    expect(asked).toEqual([]);
  });
});
