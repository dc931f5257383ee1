import { defineHandler } from '../../http/define-handler';
import { json, NO_STORE, PUBLIC_SHORT_CACHE } from '../../http/responses';
import { getProductDetail } from '../../services/catalogue/product-service';

/**
 * GET /api/products/{id}: the product page. Anonymous answers are the same for everyone and
 * may be cached by CloudFront; admins and owning sellers see more, so signed-in answers are
 * private.
 */
export const getProduct = defineHandler('GET /api/products/{id}', async ({ params, caller }) => {
  const detail = await getProductDetail(params.id, caller);
  return json(200, detail, caller ? NO_STORE : PUBLIC_SHORT_CACHE);
});
