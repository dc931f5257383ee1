/**
 * The landing hints script (built by web/landing-chunks-plugin.mts into its own small file that
 * index.html loads first, async): it runs before the app's code, so it imports nothing.
 */
/** What a landing page's first paint needs: its chunks and, for a guest, its API answer. */
type LandingData = 'catalogue' | 'product';
export type LandingRoute = [path: string, chunks: string[], data: LandingData];

/**
 * For the address's landing page it adds the modulepreloads of the route's chunks
 * and, for a visitor without a stored session on the plain home page or a product, the preload
 * of the API answer that page shows first: the same URL, mode and credentials as the app's own
 * fetch (landing-preload.ts, which skips a URL already preloaded), so the app takes it from
 * there. A stored session's calls carry a token, so those wait for the app.
 */
export function landingHints(
  routes: LandingRoute[],
  location: { pathname: string; search: string },
  storage: Pick<Storage, 'length' | 'key'> | undefined,
  head: { append(node: unknown): void },
  createLink: () => { rel: string; as?: string; crossOrigin: string | null; href: string },
): void {
  for (const [path, chunks, data] of routes) {
    const match = new RegExp(path).exec(location.pathname);
    if (!match) continue;
    const hint = (rel: string, href: string, as?: string) => {
      const link = createLink();
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = 'anonymous';
      link.href = href;
      head.append(link);
    };
    let guest = !!storage;
    try {
      for (let index = 0; storage && index < storage.length; index += 1) {
        if (storage.key(index)?.startsWith('CognitoIdentityServiceProvider.')) guest = false;
      }
    } catch {
      guest = false;
    }
    let api: string | undefined;
    try {
      if (data === 'product')
        api = `/api/products/${encodeURIComponent(decodeURIComponent(match[1]!))}`;
      else if (!location.search) api = '/api/products';
    } catch {
      // An undecodable id: the page answers it.
    }
    if (guest && api) hint('preload', api, 'fetch');
    for (const chunk of chunks) hint('modulepreload', `/assets/${chunk}.js`);
    return;
  }
}
