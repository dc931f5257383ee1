import type { QueryClient } from '@tanstack/react-query';
import { catalogueQuery } from '../features/catalogue/catalogue-query';
import { readView } from '../features/catalogue/catalogue-view';
import { productDetailQuery } from '../features/product/product-query';
import { landingProductId, maySignIn } from './landing-path';

export { maySignIn } from './landing-path';

/**
 * An anonymous visitor's landing page data (the catalogue, or the product) is asked for at once,
 * beside /config.json and the page's code, instead of once the page has rendered: the product
 * images, the pages' largest paint, wait for it. The page's own query finds it in the cache
 * under the same key. Visitors who may be signed in keep the usual order (their calls wait for
 * the token, and the answer depends on who asks).
 */
export function prefetchLandingData(pathname: string, queryClient: QueryClient, search = ''): void {
  if (maySignIn()) return;
  const id = landingProductId(pathname);
  if (id === undefined) void queryClient.prefetchInfiniteQuery(catalogueQuery(readView(search)));
  else if (id !== null) void queryClient.prefetchQuery(productDetailQuery(id, null));
}
