import type { SearchIndex } from './search-index';
import { runSearch, type SearchOutcome, type SearchRequest } from './search-ranking';

/**
 * The outcomes of recent searches over one loaded index. A search over a large index is CPU
 * (tens of ms at 50,000 products, on a container that serves one request at a time), and
 * shoppers type the same few words again and again; an outcome depends only on the index and
 * the request, so it is kept for as long as that copy of the index serves (at most the refresh
 * time, index-snapshot.ts) and is exactly what running the search again would answer. The
 * page's cards are those the same copy was built from (search-cards.ts).
 */
export const MAX_KEPT_SEARCHES = 500;

let keptFor: SearchIndex | undefined;
const kept = new Map<string, SearchOutcome>();

export function searchOutcome(
  index: SearchIndex,
  request: SearchRequest,
  viewer: { isAdmin: boolean },
): SearchOutcome {
  if (keptFor !== index) {
    kept.clear();
    keptFor = index;
  }
  const key = JSON.stringify([
    request.q,
    request.category,
    request.platform,
    request.app,
    request.min_price,
    request.max_price,
    request.sort,
    request.limit,
    request.after ?? null,
    viewer.isAdmin,
  ]);
  const held = kept.get(key);
  if (held) {
    // Used again: moved to the end, so the least recently used search is the one dropped.
    kept.delete(key);
    kept.set(key, held);
    return held;
  }
  const outcome = runSearch(index, request, viewer);
  kept.set(key, outcome);
  if (kept.size > MAX_KEPT_SEARCHES) kept.delete(kept.keys().next().value!);
  return outcome;
}
