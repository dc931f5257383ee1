import type { QueryClient } from '@tanstack/react-query';
import { catalogueQuery } from '../features/catalogue/catalogue-query';
import { productDetailQuery } from '../features/product/product-query';

const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Any of Amplify's keys: a session may be restored, and its calls must carry the token. */
export function maySignIn(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(AMPLIFY_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * An anonymous visitor's landing page data (the catalogue, or the product) is asked for at once,
 * beside /config.json and the page's code, instead of once the page has rendered: the product
 * images, the pages' largest paint, wait for it. The page's own query finds it in the cache
 * under the same key. Visitors who may be signed in keep the usual order (their calls wait for
 * the token, and the answer depends on who asks).
 */
export function prefetchLandingData(pathname: string, queryClient: QueryClient): void {
  if (maySignIn()) return;
  if (pathname === '/') {
    void queryClient.prefetchQuery(catalogueQuery);
    return;
  }
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product?.[1]) {
    let id: string;
    try {
      id = decodeURIComponent(product[1]);
    } catch {
      return;
    }
    void queryClient.prefetchQuery(productDetailQuery(id, null));
  }
}
