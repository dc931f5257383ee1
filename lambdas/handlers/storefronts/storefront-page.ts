import { defineHandler } from '../../http/define-handler';
import { json, NO_STORE, PUBLIC_SHORT_CACHE } from '../../http/responses';
import { getStorefrontPage } from '../../services/storefronts/storefront-page';

/**
 * GET /api/sellers/{handle}: a seller's public page. Anonymous answers are the same for
 * everyone and may be cached by CloudFront, like the product page; a signed-in caller may see
 * more (the admin, the seller), so theirs is private.
 */
export const getStorefront = defineHandler(
  'GET /api/sellers/{handle}',
  async ({ params, query, caller }) =>
    json(
      200,
      await getStorefrontPage(params.handle, caller, query.cursor),
      caller ? NO_STORE : PUBLIC_SHORT_CACHE,
    ),
);
