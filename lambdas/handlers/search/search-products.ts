import { defineHandler } from '../../http/define-handler';
import { json, NO_STORE, PUBLIC_SHORT_CACHE } from '../../http/responses';
import { searchCatalogue } from '../../services/search/search-service';

/**
 * GET /api/search: one ranked page with facet counts. Anonymous answers are the same for
 * everyone and may be cached by CloudFront (per query string); an admin finds more, so a
 * signed-in answer is private.
 */
export const searchProducts = defineHandler('GET /api/search', async ({ caller, query }) => {
  const page = await searchCatalogue(query, { isAdmin: caller?.role === 'admin' });
  return json(200, page, caller ? NO_STORE : PUBLIC_SHORT_CACHE);
});
