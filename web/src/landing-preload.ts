import { landingProductId, maySignIn } from './app/landing-path';
import { catalogueApiPath, readView } from './features/catalogue/catalogue-view';

/**
 * index.html's first module script: Vite bundles it into the entry, where it runs before the
 * app's own modules (the page chunk, the providers) are fetched and evaluated. An anonymous
 * visitor's landing data is asked for at once as a preload, which the app's own fetch of the
 * same URL then takes from the browser. On a phone the cards' images, the page's largest
 * paint, wait for that answer.
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
  const preloaded = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...preloaded].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // The app's fetch is same-origin CORS mode; the preload must match it to be reused.
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

preloadLandingData();
