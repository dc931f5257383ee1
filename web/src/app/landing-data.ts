import type { QueryClient } from '@tanstack/react-query';
import type { CatalogueResponse } from '@rules/product';
import { catalogueQuery, fetchCataloguePage } from '../features/catalogue/catalogue-query';
import {
  type CatalogueView,
  catalogueApiPath,
  readView,
} from '../features/catalogue/catalogue-view';
import {
  fetchProductDetail,
  productApiPath,
  productDetailQuery,
  type ProductDetail,
} from '../features/product/product-query';
import { landingAnswerNow, recordLandingAnswer } from '../lib/landing-answer';
import { landingProductId, maySignIn } from './landing-path';

export { maySignIn } from './landing-path';

type Landing =
  | { kind: 'catalogue'; view: CatalogueView; promise: Promise<CatalogueResponse> }
  | { kind: 'product'; id: string; promise: Promise<ProductDetail> };

let landing: Landing | null = null;

/**
 * An anonymous visitor's landing page data (the catalogue's first page, or the product) is
 * asked for at once, beside /config.json and the page's code, instead of once the page has
 * rendered: the product images, the pages' largest paint, wait for it. The page shows it
 * without TanStack Query; Query's cache is seeded with the same answer when Query loads, so
 * nothing is fetched twice. Visitors who may be signed in keep the usual order (their calls
 * wait for the token, and the answer depends on who asks).
 */
export function fetchLandingData(pathname: string, search = ''): void {
  if (maySignIn()) return;
  const id = landingProductId(pathname);
  if (id === null) return;
  landing =
    id === undefined
      ? {
          kind: 'catalogue',
          view: readView(search),
          promise: fetchCataloguePage(readView(search), null),
        }
      : { kind: 'product', id, promise: fetchProductDetail(id) };
  recordLandingAnswer(
    landing.kind === 'catalogue' ? catalogueApiPath(landing.view) : productApiPath(landing.id),
    landing.promise as Promise<unknown>,
  );
}

/**
 * Hands the landing answer (arrived or still coming) to Query under the key the page reads, as
 * that query's own fetch: the page's observer finds it there, fresh, and does not ask again.
 */
export function seedLandingData(client: QueryClient): void {
  const current = landing;
  if (!current) return;
  // Arrived: in the cache at once, so the page's first render with Query still has its data.
  const answer = landingAnswerNow();
  if (answer?.status === 'success') {
    if (current.kind === 'catalogue') {
      const page = answer.data as CatalogueResponse;
      client.setQueryData(catalogueQuery(current.view).queryKey, {
        pages: [page],
        pageParams: [null],
      });
    } else {
      client.setQueryData(
        productDetailQuery(current.id, null).queryKey,
        answer.data as ProductDetail,
      );
    }
    return;
  }
  // Only the first fetch is the landing answer's: a retry or a later refetch asks again.
  let first = true;
  const handOver = () => !first || !(first = false);
  if (current.kind === 'catalogue') {
    void client.prefetchInfiniteQuery({
      ...catalogueQuery(current.view),
      queryFn: ({ pageParam, signal }) =>
        handOver() ? current.promise : fetchCataloguePage(current.view, pageParam, signal),
    });
  } else {
    void client.prefetchQuery({
      ...productDetailQuery(current.id, null),
      queryFn: ({ signal }) =>
        handOver() ? current.promise : fetchProductDetail(current.id, signal),
    });
  }
}
