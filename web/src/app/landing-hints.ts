/**
 * The landing hints script (built by web/landing-chunks-plugin.mts into its own small file that
 * index.html loads first, async): it runs before the app's code, so it imports only the image
 * rule and the early answer's hand-over.
 */
import { hasEarlyAnswer, leaveEarlyAnswer } from '../lib/early-answer';
import { landingImageOf, type LandingImageSource } from './landing-image';

/** What a landing page's first paint needs: its chunks and, for a guest, its API answer. */
type LandingData = 'catalogue' | 'product';
export type LandingRoute = [path: string, chunks: string[], data: LandingData];

/** What the script's links need (a DOM link element in the browser). */
interface HintLink {
  rel: string;
  as?: string;
  crossOrigin: string | null;
  fetchPriority?: string;
  href: string;
}

/**
 * For the address's landing page it adds the modulepreloads of the route's chunks and, for a
 * visitor without a stored session on the plain home page or a product, asks for the API
 * answer that page shows first (the same URL, headers, mode and credentials as the app's own
 * call, which takes it: lib/early-answer.ts). Once that answer is in, the page's largest
 * image (landing-image.ts) is preloaded at high priority, so it downloads while the app's code
 * does instead of after the page has rendered. A stored session's calls carry a token, so
 * those wait for the app.
 */
export function landingHints(
  routes: LandingRoute[],
  location: { pathname: string; search: string },
  storage: Pick<Storage, 'length' | 'key'> | undefined,
  head: { append(node: unknown): void },
  createLink: () => HintLink,
  fetchJson: (path: string) => Promise<Response>,
  holder: object,
): void {
  for (const [path, chunks, data] of routes) {
    const match = new RegExp(path).exec(location.pathname);
    if (!match) continue;
    const hint = (rel: string, href: string, as?: string) => {
      const link = createLink();
      link.rel = rel;
      if (as) link.as = as;
      // Modules load in CORS mode; an <img> without crossorigin does not.
      if (as !== 'image') link.crossOrigin = 'anonymous';
      else link.fetchPriority = 'high';
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
    // The app's entry asks itself when it ran first (landing-preload.ts).
    if (guest && api && !hasEarlyAnswer(api, holder)) {
      const response = fetchJson(api);
      leaveEarlyAnswer(holder, { path: api, response });
      response
        // A clone: the app reads the body itself.
        .then((answer) => (answer.ok ? (answer.clone().json() as Promise<LandingImageSource>) : {}))
        .then((answer) => {
          const image = landingImageOf(data, answer);
          if (image) hint('preload', image, 'image');
        })
        // A failed answer is the app's to report.
        .catch(() => undefined);
    }
    for (const chunk of chunks) hint('modulepreload', `/assets/${chunk}.js`);
    return;
  }
}
