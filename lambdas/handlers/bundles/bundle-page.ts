import { defineHandler } from '../../http/define-handler';
import { json, NO_STORE, PUBLIC_SHORT_CACHE } from '../../http/responses';
import { bundlesIncluding, getPublicBundle, quoteBundle } from '../../services/bundles/bundle-page';

/** GET /api/bundles/{bundleId}: a sellable bundle's public page, the same for everyone. */
export const getBundlePage = defineHandler('GET /api/bundles/{bundleId}', async ({ params }) =>
  json(200, await getPublicBundle(params.bundleId), PUBLIC_SHORT_CACHE),
);

/** POST /api/bundles/{bundleId}/quote: what the caller pays for it now (never cached). */
export const getBundleQuote = defineHandler(
  'POST /api/bundles/{bundleId}/quote',
  async ({ params, caller }) => json(200, await quoteBundle(params.bundleId, caller), NO_STORE),
);

/** GET /api/products/{id}/bundles: the sellable bundles that include a product. */
export const getProductBundles = defineHandler(
  'GET /api/products/{id}/bundles',
  async ({ params }) => json(200, await bundlesIncluding(params.id), PUBLIC_SHORT_CACHE),
);
