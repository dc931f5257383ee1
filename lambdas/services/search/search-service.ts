import type { SearchQuery, SearchResponse } from '../../contracts/search';
import { SEARCH_PAGE_DEFAULT } from '../../contracts/search';
import { currentSearchIndex } from './index-snapshot';
import { searchPageCards } from './search-cards';
import { openSearchCursor, sealSearchCursor, searchCursorScope } from './search-cursor';
import { searchOutcome } from './search-results';

/**
 * GET /api/search: the index ranks, filters and counts, and its documents carry the page's cards
 * (search-cards.ts), so a search reads nothing but the index head now and then. A product taken
 * off sale leaves the answer when the index does: the indexer's run after the write plus at
 * most SEARCH_INDEX_REFRESH_SECONDS.
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
  return {
    products: await searchPageCards(
      index,
      outcome.hits.map((hit) => hit.id),
      viewer,
    ),
    next_cursor: outcome.next ? await sealSearchCursor(outcome.next, scope) : null,
    facets: outcome.facets,
  };
}
