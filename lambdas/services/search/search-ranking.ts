import type { CatalogueFacets, SearchSort } from '../../contracts/search';
import { FacetTally, type SearchFilters } from './search-facets';
import { textQuery, type SearchIndex } from './search-index';
import { compiledIndex, type CompiledIndex } from './search-postings';
import { executeQuery } from './search-query';

/**
 * One search over the loaded index: the matching documents the viewer may see, ordered, one page
 * of them after a position, and the facet counts over all of them. The text is matched and
 * scored over the index's compiled postings (search-query.ts) as MiniSearch's own search scores
 * it, and every match is handled by its document number: only a hit that makes the page becomes
 * an object.
 */

export type { SearchFilters };

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

const NOWHERE: HitPosition = {
  id: '',
  score: 0,
  featured: false,
  created_at: '',
  price: 0,
  popularity: 0,
  rating: 0,
};

export function compareHits(sort: SearchSort, a: HitPosition, b: HitPosition): number {
  return ORDERS[sort](a, b) || a.id.localeCompare(b.id);
}

/**
 * All words must match (each with its typo allowance and, as typed, as a prefix); when no
 * document the viewer may see has them all, any word may, so one misspelt word beyond repair
 * still leaves results. Answers undefined when no word is left (only stop words).
 */
function matches(view: CompiledIndex, q: string, visible: (doc: number) => boolean) {
  const all = textQuery(q, 'AND');
  if (!all) return undefined;
  const found = executeQuery(view, all);
  for (let at = 0; at < found.size; at += 1) if (visible(found.docs[at]!)) return found;
  found.release();
  return executeQuery(view, textQuery(q, 'OR')!);
}

/**
 * The first `count` hits in order, kept sorted as they come: a match that cannot make the page
 * is dropped after one comparison, so a broad search (tens of thousands of matches) costs about
 * one comparison per match instead of a full sort. `hit` is a probe reused for every match: a
 * copy is kept only when it makes the page.
 */
function keepBest(kept: HitPosition[], hit: HitPosition, count: number, order: Order): void {
  const worst = kept[kept.length - 1];
  if (kept.length === count && worst && order(hit, worst) >= 0) return;
  let at = kept.length;
  while (at > 0 && order(hit, kept[at - 1]!) < 0) at -= 1;
  kept.splice(at, 0, { ...hit });
  if (kept.length > count) kept.pop();
}

type Order = (a: HitPosition, b: HitPosition) => number;

/** Scores carry float noise; six decimals keep the order and survive a cursor's round trip. */
const roundScore = (score: number) => Math.round(score * 1e6) / 1e6;

/** Where document `doc` sits, written into `hit` (no allocation per match). */
function position(hit: HitPosition, view: CompiledIndex, doc: number, score: number): void {
  const fields = view.stored[doc]!;
  hit.id = view.ids[doc]!;
  hit.score = score;
  hit.featured = fields.featured;
  hit.created_at = fields.created_at;
  hit.price = fields.price;
  hit.popularity = fields.popularity;
  // Absent from a snapshot saved before the rating order: unreviewed until re-indexed.
  hit.rating = fields.rating ?? 0;
}

interface FirstKey {
  of: (view: CompiledIndex, doc: number, score: number) => number;
  at: (hit: HitPosition) => number;
  descending: boolean;
}

/** Each order's first key (as ORDERS computes it), read from the compiled columns. */
const FIRST_KEYS: Record<SearchSort, FirstKey> = {
  relevance: { of: (_view, _doc, score) => score, at: (hit) => hit.score, descending: true },
  newest: {
    of: (view, doc) => view.featured[doc]!,
    at: (hit) => Number(hit.featured),
    descending: true,
  },
  popular: {
    of: (view, doc) => view.popularity[doc]!,
    at: (hit) => hit.popularity,
    descending: true,
  },
  price_asc: { of: (view, doc) => view.price[doc]!, at: (hit) => hit.price, descending: false },
  price_desc: { of: (view, doc) => view.price[doc]!, at: (hit) => hit.price, descending: true },
  rating: { of: (view, doc) => view.rating[doc]!, at: (hit) => hit.rating, descending: true },
};

/**
 * The sign of the order of document `doc` against `target` by the first key alone, 0 when that
 * ties (or cannot tell): most matches of a broad search fall after the page's last hit on it,
 * and are passed over without reading their stored fields.
 */
function firstKeyOrder(
  key: FirstKey,
  view: CompiledIndex,
  doc: number,
  score: number,
  target: HitPosition,
): number {
  const mine = key.of(view, doc, score);
  const difference = key.descending ? key.at(target) - mine : mine - key.at(target);
  return difference > 0 ? 1 : difference < 0 ? -1 : 0;
}

export function runSearch(
  index: SearchIndex,
  request: SearchRequest,
  viewer: { isAdmin: boolean },
): SearchOutcome {
  const view = compiledIndex(index.engine);
  const visible = (doc: number) => viewer.isAdmin || view.forShoppers[doc] === 1;
  const order: Order = (a, b) => compareHits(request.sort, a, b);
  const after = request.after;
  const tally = new FacetTally(view, request);
  // One more than the page: whether another page follows.
  const page: HitPosition[] = [];
  const hit: HitPosition = { ...NOWHERE };
  let total = 0;
  const key = FIRST_KEYS[request.sort];
  const found = matches(view, request.q, visible);
  try {
    for (let at = 0; found && at < found.size; at += 1) {
      const doc = found.docs[at]!;
      if (!visible(doc) || !tally.count(doc)) continue;
      total += 1;
      const score = roundScore(found.score(doc));
      let filled = false;
      if (after) {
        const first = firstKeyOrder(key, view, doc, score, after);
        if (first < 0) continue;
        if (first === 0) {
          position(hit, view, doc, score);
          filled = true;
          if (order(hit, after) <= 0) continue;
        }
      }
      const worst = page.length > request.limit ? page[page.length - 1] : undefined;
      if (worst && firstKeyOrder(key, view, doc, score, worst) > 0) continue;
      if (!filled) position(hit, view, doc, score);
      keepBest(page, hit, request.limit + 1, order);
    }
  } finally {
    found?.release();
  }
  const hits = page.slice(0, request.limit);
  return {
    hits,
    next: page.length > request.limit ? hits.at(-1) : undefined,
    total,
    facets: tally.facets(index.apps),
  };
}
