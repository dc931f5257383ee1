import type { QueryClient } from '@tanstack/react-query';
import { catalogueQuery } from '../features/catalogue/catalogue-query';
import { catalogueApiPath, readView } from '../features/catalogue/catalogue-view';
import { productDetailQuery } from '../features/product/product-query';
import { takeLandingAnswer } from './first-view-handoff';
import { landingProductId, maySignIn } from './landing-path';

export { maySignIn } from './landing-path';

/**
 * The query's function, whose first call takes the answer the inline script asked for when it
 * did and the answer has the expected shape; otherwise, and for every later call, the query's
 * own request (a failed or odd early answer costs one more request, nothing else).
 */
function withFirstAnswer<C, T>(
  url: string,
  accept: (body: unknown) => boolean,
  own: ((context: C) => T | Promise<T>) | undefined,
): ((context: C) => Promise<T>) | undefined {
  if (!own) return undefined;
  let early = takeLandingAnswer(url);
  return async (context) => {
    const answer = early;
    early = undefined;
    if (!answer) return own(context);
    return answer.then(
      (body) => (accept(body) ? (body as T) : own(context)),
      () => own(context),
    );
  };
}

/**
 * An anonymous visitor's landing page data (the catalogue, or the product) is asked for at once,
 * beside /config.json and the page's code, instead of once the page has rendered: the product
 * images, the pages' largest paint, wait for it. The inline script (landing-preload.ts) has
 * usually asked already: its answer is taken instead of a second request. The page's own query
 * finds it in the cache under the same key. Visitors who may be signed in keep the usual order
 * (their calls wait for the token, and the answer depends on who asks).
 */
export function prefetchLandingData(pathname: string, queryClient: QueryClient, search = ''): void {
  if (maySignIn()) return;
  const id = landingProductId(pathname);
  if (id === undefined) {
    const view = readView(search);
    const options = catalogueQuery(view);
    const queryFn = withFirstAnswer(
      catalogueApiPath(view),
      (body) => Array.isArray((body as { products?: unknown } | null)?.products),
      options.queryFn,
    );
    void queryClient.prefetchInfiniteQuery({ ...options, queryFn });
  } else if (id !== null) {
    const options = productDetailQuery(id, null);
    const queryFn = withFirstAnswer(
      `/api/products/${encodeURIComponent(id)}`,
      (body) => typeof (body as { product?: { id?: unknown } } | null)?.product?.id === 'string',
      options.queryFn,
    );
    void queryClient.prefetchQuery({ ...options, queryFn });
  }
}
