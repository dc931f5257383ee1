import { landingProductId, maySignIn } from './app/landing-path';
import { catalogueApiPath, readView } from './features/catalogue/catalogue-view';
import { earlyFetch, hasEarlyAnswer, leaveEarlyAnswer } from './lib/early-answer';

/**
 * index.html's first module script: Vite bundles it into the entry, where it runs before the
 * app's own modules (the page chunk, the providers) are fetched and evaluated. An anonymous
 * visitor's landing data is asked for at once, and the app's own call of the same path takes
 * the answer (lib/early-answer.ts). On a phone the cards' images, the page's largest paint,
 * wait for that answer.
 */
function preloadLandingData(): void {
  if (maySignIn()) return;
  const id = landingProductId(window.location.pathname);
  if (id === null) return;
  // The first page of the view the address names, exactly as the page will ask for it.
  const href =
    id === undefined
      ? catalogueApiPath(readView(window.location.search))
      : `/api/products/${encodeURIComponent(id)}`;
  // index.html's own script (web/landing-chunks-plugin.mts) already asked for the plain home
  // page's and a product's answer while the page was parsed.
  if (hasEarlyAnswer(href)) return;
  leaveEarlyAnswer(window, { path: href, response: earlyFetch(href) });
}

preloadLandingData();
