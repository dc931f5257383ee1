import type { SearchResult } from 'minisearch';
import type { FacetCount } from '../../lambdas/contracts/search';
import {
  textQuery,
  type SearchIndex,
  type StoredFields,
} from '../../lambdas/services/search/search-index';
import {
  compareHits,
  type HitPosition,
  type SearchOutcome,
  type SearchRequest,
} from '../../lambdas/services/search/search-ranking';

/**
 * The search as it ran before its own query path: MiniSearch's `search` (a result object per
 * match, sorted), then filters, facets and the page over those objects. The reference the
 * compiled path (search-postings.ts, search-query.ts) must answer exactly like.
 */

function matches(index: SearchIndex, q: string, visible: (fields: StoredFields) => boolean) {
  const filter = (result: SearchResult) => visible(result as unknown as StoredFields);
  const all = textQuery(q, 'AND');
  if (!all) return [];
  const found = index.engine.search(all, { filter });
  return found.length > 0 ? found : index.engine.search(textQuery(q, 'OR')!, { filter });
}

const bump = (counts: Map<string, number>, value: string) =>
  counts.set(value, (counts.get(value) ?? 0) + 1);

const sortedCounts = (counts: Map<string, number>): FacetCount[] =>
  [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

export function referenceSearch(
  index: SearchIndex,
  request: SearchRequest,
  viewer: { isAdmin: boolean },
): SearchOutcome {
  const order = (a: HitPosition, b: HitPosition) => compareHits(request.sort, a, b);
  const categories = new Map<string, number>();
  const platforms = new Map<string, number>();
  const apps = new Map<string, number>();
  const hits: HitPosition[] = [];
  let total = 0;
  for (const result of matches(index, request.q, (f) => viewer.isAdmin || f.for_shoppers)) {
    const fields = result as unknown as StoredFields;
    const category = request.category === undefined || fields.category === request.category;
    const platform = request.platform === undefined || fields.platform === request.platform;
    const app = request.app === undefined || fields.apps.includes(request.app);
    const price =
      (request.min_price === undefined || fields.price >= request.min_price) &&
      (request.max_price === undefined || fields.price <= request.max_price);
    if (platform && app && price) bump(categories, fields.category);
    if (category && app && price) bump(platforms, fields.platform);
    if (category && platform && price) for (const value of fields.apps) bump(apps, value);
    if (!(category && platform && app && price)) continue;
    total += 1;
    const hit: HitPosition = {
      id: String(result.id),
      score: Math.round(result.score * 1e6) / 1e6,
      featured: fields.featured,
      created_at: fields.created_at,
      price: fields.price,
      popularity: fields.popularity,
      rating: fields.rating ?? 0,
    };
    if (!request.after || order(hit, request.after) > 0) hits.push(hit);
  }
  hits.sort(order);
  const page = hits.slice(0, request.limit);
  return {
    hits: page,
    next: hits.length > request.limit ? page.at(-1) : undefined,
    total,
    facets: {
      categories: sortedCounts(categories),
      platforms: sortedCounts(platforms),
      apps: sortedCounts(apps).map(({ value, count }) => {
        const known = index.apps.get(value);
        return {
          value,
          name: known?.name ?? value,
          ...(known?.icon ? { icon: known.icon } : {}),
          count,
        };
      }),
    },
  };
}
