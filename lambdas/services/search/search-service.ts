import type { SearchQuery, SearchResponse } from '../../contracts/search';
import { SEARCH_PAGE_DEFAULT } from '../../contracts/search';
import { toCatalogueProduct } from '../../rules/product';
import { isVisibleInCatalogue } from '../../rules/visibility';
import { currentSearchIndex } from './index-snapshot';
import { searchPageCards } from './search-cards';
import { openSearchCursor, sealSearchCursor, searchCursorScope } from './search-cursor';
import { storedFieldsOf } from './search-index';
import { searchOutcome } from './search-results';

/**
 * GET /api/search: the index ranks, filters and counts; the page's cards are the ones the index
 * copy was built from (held by the function, read from the table when not held), and the
 * visibility rule is applied to them again. A product taken off sale leaves the answer when the
 * index does: the indexer's run after the write plus at most SEARCH_INDEX_REFRESH_SECONDS.
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
  const products = await searchPageCards(
    outcome.hits.map((hit) => hit.id),
    (id) => storedFieldsOf(index, id)?.card_digest,
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
