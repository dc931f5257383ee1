import type { CatalogueResponse } from '@rules/product';
import { FIRST_VIEW_ID, leaveLandingHandoff, type LandingHandoff } from './app/first-view-handoff';
import { gridMarkup, homeMarkup } from './app/first-view-markup';
import { landingProductId, maySignIn } from './app/landing-path';
import { catalogueApiPath, isDefaultView, readView } from './features/catalogue/catalogue-view';

/**
 * index.html's inline script (the build inlines it, vite.config.mts), run while the page is
 * parsed, before any of the app's code is fetched. For an anonymous visitor it asks for the
 * landing data at once and hands the answer to the app (app/landing-data.ts), so nothing is
 * fetched twice. On the home page's default view it also paints the page's first view (header,
 * hero, toolbar, the grid's skeleton, then the cards) into a sibling of #root, which stays
 * hidden until React's page is ready (app/first-view.ts): on a phone the first card's image, the
 * page's largest paint, then waits for this script and the API's answer, not for React, the
 * router and the app (about 110 KB gzip) to arrive and run.
 */
function start(): void {
  if (maySignIn()) return;
  const id = landingProductId(window.location.pathname);
  if (id === null) return;
  const view = readView(window.location.search);
  const url = id === undefined ? catalogueApiPath(view) : `/api/products/${encodeURIComponent(id)}`;
  const body = fetch(url, { headers: { Accept: 'application/json' } }).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error('not ok')),
  );
  // The app falls back to its own request when this one fails; nothing to report here.
  body.catch(() => undefined);
  const handoff: LandingHandoff = { url, body };
  leaveLandingHandoff(handoff);
  if (id === undefined && isDefaultView(view)) paintHome(body);
}

const plural = (count: number) => (count === 1 ? '1 product' : `${count} products`);

function isCatalogue(value: unknown): value is CatalogueResponse {
  const page = value as Partial<CatalogueResponse> | null;
  return Array.isArray(page?.products) && Array.isArray(page.facets?.categories);
}

function paintHome(body: Promise<unknown>): void {
  const root = document.getElementById('root');
  if (!root) return;
  const firstView = document.createElement('div');
  firstView.id = FIRST_VIEW_ID;
  firstView.innerHTML = homeMarkup(gridMarkup(null, ''));
  root.before(firstView);
  root.hidden = true;
  void body.then(
    (page) => {
      const grid = firstView.querySelector('[data-first-view-grid]');
      // Already replaced by React's page, or an answer the page shows otherwise (empty, odd):
      // React's page draws those.
      if (!grid || !firstView.isConnected || !isCatalogue(page) || page.products.length === 0) {
        return;
      }
      // The count as the page shows it for the default view: every category's products.
      const total = page.facets.categories.reduce((sum, entry) => sum + entry.count, 0);
      grid.innerHTML = gridMarkup(page.products, plural(total));
    },
    () => undefined,
  );
}

start();
