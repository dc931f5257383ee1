import { defineHandler } from '../../http/define-handler';
import { json, NO_STORE, PUBLIC_SHORT_CACHE } from '../../http/responses';
import { searchCatalogue } from '../../services/search/search-service';

/**
 * GET /api/search: catalogue text search over names, descriptions, categories, platforms and the
 * apps a product's automation uses; typo-tolerant, and the last words match as prefixes while
 * the shopper types. Takes the catalogue's filters and answers its shape: one page of cards,
 * ranked by relevance (ties: featured, then newest) unless `sort` says otherwise, `next_cursor`
 * (opaque; null on the last page) and facet counts over every match (each facet without its own
 * filter). An empty `q` is a 400: the plain catalogue is `GET /api/products`. Anonymous answers
 * are the same for everyone and may be cached by CloudFront (per query string); an admin finds
 * more, so a signed-in answer is private.
 */
export const searchProducts = defineHandler('GET /api/search', async ({ caller, query }) => {
  const page = await searchCatalogue(query, { isAdmin: caller?.role === 'admin' });
  return json(200, page, caller ? NO_STORE : PUBLIC_SHORT_CACHE);
});
