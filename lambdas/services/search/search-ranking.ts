import type { SearchResult } from 'minisearch';
import type { CatalogueFacets, FacetCount, SearchSort } from '../../contracts/search';
import { textQuery, type SearchIndex, type StoredFields } from './search-index';

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
  rating: number;
}

export interface SearchOutcome {
  hits: HitPosition[];
  /** Present when more hits follow the page. */
  next?: HitPosition;
  facets: CatalogueFacets;
  total: number;
}

const byFeaturedThenNewest = (a: HitPosition, b: HitPosition) =>
  Number(b.featured) - Number(a.featured) || b.created_at.localeCompare(a.created_at);

/** Each order ends with featured, newest and then the id, so no two hits tie. */
const ORDERS: Record<SearchSort, (a: HitPosition, b: HitPosition) => number> = {
  relevance: (a, b) => b.score - a.score || byFeaturedThenNewest(a, b),
  newest: byFeaturedThenNewest,
  popular: (a, b) => b.popularity - a.popularity || byFeaturedThenNewest(a, b),
  price_asc: (a, b) => a.price - b.price || byFeaturedThenNewest(a, b),
  price_desc: (a, b) => b.price - a.price || byFeaturedThenNewest(a, b),
  rating: (a, b) => b.rating - a.rating || byFeaturedThenNewest(a, b),
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
  const all = textQuery(q, 'AND');
  if (!all) return [];
  const found = index.engine.search(all, { filter });
  return found.length > 0 ? found : index.engine.search(textQuery(q, 'OR')!, { filter });
}

/** Which filters a document passes, one bit each (no allocation per match). */
const CATEGORY = 1;
const PLATFORM = 2;
const APP = 4;
const PRICE = 8;
const ALL_FILTERS = CATEGORY | PLATFORM | APP | PRICE;

function passedFilters(fields: StoredFields, filters: SearchFilters): number {
  let passed = 0;
  if (filters.category === undefined || fields.category === filters.category) passed |= CATEGORY;
  if (filters.platform === undefined || fields.platform === filters.platform) passed |= PLATFORM;
  if (filters.app === undefined || fields.apps.includes(filters.app)) passed |= APP;
  if (
    (filters.min_price === undefined || fields.price >= filters.min_price) &&
    (filters.max_price === undefined || fields.price <= filters.max_price)
  ) {
    passed |= PRICE;
  }
  return passed;
}

/** All filters but `own` passed: what a facet counts. */
const passesAllBut = (passed: number, own: number) => (passed | own) === ALL_FILTERS;

/**
 * The first `count` hits in order, kept sorted as they come: a match that cannot make the page
 * is dropped after one comparison, so a broad search (tens of thousands of matches) costs about
 * one comparison per match instead of a full sort.
 */
function keepBest(kept: HitPosition[], hit: HitPosition, count: number, order: Order): void {
  const worst = kept[kept.length - 1];
  if (kept.length === count && worst && order(hit, worst) >= 0) return;
  let at = kept.length;
  while (at > 0 && order(hit, kept[at - 1]!) < 0) at -= 1;
  kept.splice(at, 0, hit);
  if (kept.length > count) kept.pop();
}

type Order = (a: HitPosition, b: HitPosition) => number;

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
  const order: Order = (a, b) => compareHits(request.sort, a, b);
  const after = request.after;
  const categories = new Map<string, number>();
  const platforms = new Map<string, number>();
  const apps = new Map<string, number>();
  // One more than the page: whether another page follows.
  const page: HitPosition[] = [];
  let total = 0;
  for (const result of matches(index, request.q, visible)) {
    const fields = result as unknown as StoredFields;
    const passed = passedFilters(fields, request);
    if (passesAllBut(passed, CATEGORY)) bump(categories, fields.category);
    if (passesAllBut(passed, PLATFORM)) bump(platforms, fields.platform);
    if (passesAllBut(passed, APP)) for (const app of fields.apps) bump(apps, app);
    if (passed !== ALL_FILTERS) continue;
    total += 1;
    const hit: HitPosition = {
      id: String(result.id),
      score: roundScore(result.score),
      featured: fields.featured,
      created_at: fields.created_at,
      price: fields.price,
      popularity: fields.popularity,
      // Absent from a snapshot saved before the rating order: unreviewed until re-indexed.
      rating: fields.rating ?? 0,
    };
    if (after && order(hit, after) <= 0) continue;
    keepBest(page, hit, request.limit + 1, order);
  }
  const hits = page.slice(0, request.limit);
  return {
    hits,
    next: page.length > request.limit ? hits.at(-1) : undefined,
    total,
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
