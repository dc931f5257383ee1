import type { SearchResult } from 'minisearch';
import type { CatalogueFacets, FacetCount, SearchSort } from '../../contracts/search';
import type { SearchIndex, StoredFields } from './search-index';

/**
 * One search over the loaded index: the matching documents the viewer may see, ordered, one page
 * of them after a position, and the facet counts over all of them.
 */

export interface SearchFilters {
  category?: string;
  platform?: string;
  app?: string;
  min_price?: number;
  max_price?: number;
}

export interface SearchRequest extends SearchFilters {
  q: string;
  sort: SearchSort;
  limit: number;
  /** The last hit of the previous page: the page starts after it. */
  after?: HitPosition;
}

/** Where a hit sits in every order the search offers (what a cursor carries). */
export interface HitPosition {
  id: string;
  /** Relevance, rounded so a cursor's copy compares equal to the hit it came from. */
  score: number;
  featured: boolean;
  created_at: string;
  price: number;
  popularity: number;
}

export interface SearchOutcome {
  hits: HitPosition[];
  /** Present when more hits follow the page. */
  next?: HitPosition;
  facets: CatalogueFacets;
  total: number;
}

type Hit = HitPosition & { fields: StoredFields };

const byFeaturedThenNewest = (a: HitPosition, b: HitPosition) =>
  Number(b.featured) - Number(a.featured) || b.created_at.localeCompare(a.created_at);

/** Each order ends with featured, newest and then the id, so no two hits tie. */
const ORDERS: Record<SearchSort, (a: HitPosition, b: HitPosition) => number> = {
  relevance: (a, b) => b.score - a.score || byFeaturedThenNewest(a, b),
  newest: byFeaturedThenNewest,
  popular: (a, b) => b.popularity - a.popularity || byFeaturedThenNewest(a, b),
  price_asc: (a, b) => a.price - b.price || byFeaturedThenNewest(a, b),
  price_desc: (a, b) => b.price - a.price || byFeaturedThenNewest(a, b),
};

export function compareHits(sort: SearchSort, a: HitPosition, b: HitPosition): number {
  return ORDERS[sort](a, b) || a.id.localeCompare(b.id);
}

/**
 * All words must match (each with its typo allowance and, as typed, as a prefix); when that
 * finds nothing, any word may, so one misspelt word beyond repair still leaves results.
 */
function matches(index: SearchIndex, q: string, visible: (fields: StoredFields) => boolean) {
  const filter = (result: SearchResult) => visible(result as unknown as StoredFields);
  const all = index.engine.search(q, { filter });
  return all.length > 0 ? all : index.engine.search(q, { filter, combineWith: 'OR' });
}

interface FilterTests {
  category: boolean;
  platform: boolean;
  app: boolean;
  price: boolean;
}

function filterTests(fields: StoredFields, filters: SearchFilters): FilterTests {
  return {
    category: filters.category === undefined || fields.category === filters.category,
    platform: filters.platform === undefined || fields.platform === filters.platform,
    app: filters.app === undefined || fields.apps.includes(filters.app),
    price:
      (filters.min_price === undefined || fields.price >= filters.min_price) &&
      (filters.max_price === undefined || fields.price <= filters.max_price),
  };
}

const passesAllBut = (tests: FilterTests, skip?: keyof FilterTests) =>
  (Object.keys(tests) as (keyof FilterTests)[]).every((name) => name === skip || tests[name]);

function sortedCounts(counts: Map<string, number>): FacetCount[] {
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function bump(counts: Map<string, number>, value: string) {
  counts.set(value, (counts.get(value) ?? 0) + 1);
}

/** Scores carry float noise; six decimals keep the order and survive a cursor's round trip. */
const roundScore = (score: number) => Math.round(score * 1e6) / 1e6;

export function runSearch(
  index: SearchIndex,
  request: SearchRequest,
  viewer: { isAdmin: boolean },
): SearchOutcome {
  const visible = (fields: StoredFields) => viewer.isAdmin || fields.for_shoppers;
  const categories = new Map<string, number>();
  const platforms = new Map<string, number>();
  const apps = new Map<string, number>();
  const hits: Hit[] = [];
  for (const result of matches(index, request.q, visible)) {
    const fields = result as unknown as StoredFields;
    const tests = filterTests(fields, request);
    if (passesAllBut(tests, 'category')) bump(categories, fields.category);
    if (passesAllBut(tests, 'platform')) bump(platforms, fields.platform);
    if (passesAllBut(tests, 'app')) for (const app of fields.apps) bump(apps, app);
    if (!passesAllBut(tests)) continue;
    hits.push({
      id: String(result.id),
      score: roundScore(result.score),
      featured: fields.featured,
      created_at: fields.created_at,
      price: fields.price,
      popularity: fields.popularity,
      fields,
    });
  }
  const order = (a: HitPosition, b: HitPosition) => compareHits(request.sort, a, b);
  hits.sort(order);
  const after = request.after;
  const start = after ? hits.findIndex((hit) => order(hit, after) > 0) : 0;
  const from = start === -1 ? hits.length : start;
  const page = hits.slice(from, from + request.limit).map(positionOf);
  const last = page.at(-1);
  return {
    hits: page,
    next: from + request.limit < hits.length && last ? last : undefined,
    total: hits.length,
    facets: {
      categories: sortedCounts(categories),
      platforms: sortedCounts(platforms),
      apps: sortedCounts(apps).map(({ value, count }) => {
        const app = index.apps.get(value);
        return { value, name: app?.name ?? value, ...(app?.icon ? { icon: app.icon } : {}), count };
      }),
    },
  };
}

function positionOf(hit: Hit): HitPosition {
  const { fields: _fields, ...position } = hit;
  return position;
}
