import { defineHandler } from '../../http/define-handler';
import { json, NO_STORE, PUBLIC_SHORT_CACHE } from '../../http/responses';
import { listCatalogue } from '../../services/catalogue/catalogue-service';

/**
 * GET /api/products: one page of the catalogue with its facet counts. Anonymous answers are the same for everyone and may be cached by
 * CloudFront; an admin sees more, so a signed-in answer is private.
 */
export const listProducts = defineHandler('GET /api/products', async ({ caller, query }) => {
  const catalogue = await listCatalogue({ isAdmin: caller?.role === 'admin' }, query);
  return json(200, catalogue, caller ? NO_STORE : PUBLIC_SHORT_CACHE);
});
