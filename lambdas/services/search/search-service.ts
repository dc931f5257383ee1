import type { SearchQuery, SearchResponse } from '../../contracts/search';
import { SEARCH_PAGE_DEFAULT } from '../../contracts/search';
import { getProductCards } from '../../repositories/catalogue-browse/card-read';
import { toCatalogueProduct } from '../../rules/product';
import { isVisibleInCatalogue } from '../../rules/visibility';
import { currentSearchIndex } from './index-snapshot';
import { openSearchCursor, sealSearchCursor, searchCursorScope } from './search-cursor';
import { searchOutcome } from './search-results';

/**
 * GET /api/search: the index ranks, filters and counts; the page's cards are read from the
 * table, and the visibility rule is applied to them again, so a product taken off sale leaves
 * the answer at once even before the indexer has run.
 */
export async function searchCatalogue(
  query: SearchQuery,
  viewer: { isAdmin: boolean },
): Promise<SearchResponse> {
  const sort = query.sort ?? 'relevance';
  const limit = query.limit ?? SEARCH_PAGE_DEFAULT;
  const scope = searchCursorScope(
    query.q.toLowerCase(),
    query.category,
    query.platform,
    query.app,
    query.min_price,
    query.max_price,
    sort,
    viewer.isAdmin,
  );
  const after = query.cursor ? await openSearchCursor(query.cursor, scope) : undefined;
  const index = await currentSearchIndex();
  const outcome = searchOutcome(index, { ...query, sort, limit, after }, viewer);
  const products = new Map(
    (await getProductCards(outcome.hits.map((hit) => hit.id))).map((product) => [
      product.id,
      product,
    ]),
  );
  return {
    products: outcome.hits.flatMap((hit) => {
      const product = products.get(hit.id);
      return product && !product.retired_at && isVisibleInCatalogue(product, viewer)
        ? [toCatalogueProduct(product)]
        : [];
    }),
    next_cursor: outcome.next ? await sealSearchCursor(outcome.next, scope) : null,
    facets: outcome.facets,
  };
}
