import type { SearchSort } from '../../../../lambdas/contracts/search';
import {
  applyDocumentChanges,
  emptySearchIndex,
  parseSearchIndex,
  serializeSearchIndex,
  textQuery,
  type DocumentChange,
  type SearchIndex,
} from '../../../../lambdas/services/search/search-index';
import { runSearch, type SearchRequest } from '../../../../lambdas/services/search/search-ranking';
import { scaleCatalogue } from '../../../../scripts/bench/search-scale';
import { misspelt } from '../../../../scripts/bench/search-queries';
import { referenceSearch } from '../../../support/search-reference';

/**
 * The compiled query path against MiniSearch's own search (tests/support/search-reference.ts)
 * over a generated catalogue: the same totals, facets, hits in order (scores to six decimals,
 * as a hit carries them) and next position, for typed words, typos, prefixes, stop words, words
 * no product has (the fallback to any word), filters, both viewers, every order and cursors.
 */

const SORTS: SearchSort[] = ['relevance', 'newest', 'popular', 'price_asc', 'price_desc', 'rating'];
const SHOPPER = { isAdmin: false };
const ADMIN = { isAdmin: true };

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/** The scale bench's generator, plus ratings and exact twins (equal scores: the ties' order). */
function catalogue(): DocumentChange[] {
  const changes = scaleCatalogue(2_500).map((change, index) =>
    index % 7 === 0
      ? {
          ...change,
          built: {
            ...change.built!,
            document: { ...change.built!.document, rating: 1 + (index % 40) / 10 },
          },
        }
      : change,
  );
  const twins = changes.slice(0, 60).map((change, index) => ({
    ...change,
    id: `twin-${index}`,
    built: {
      ...change.built!,
      document: {
        ...change.built!.document,
        id: `twin-${index}`,
        featured: index % 3 === 0,
        created_at:
          index % 2 === 0 ? change.built!.document.created_at : '2025-06-01T00:00:00.000Z',
      },
    },
  }));
  return [...changes, ...twins];
}

/** Words of the catalogue's names and descriptions, changed as shoppers type them. */
function queries(changes: DocumentChange[], count: number): string[] {
  const next = random(5);
  const words = changes.flatMap(({ built }) =>
    `${built!.document.name} ${built!.document.description.slice(0, 80)}`.split(/\s+/),
  );
  const pick = () => words[Math.floor(next() * words.length)]!.toLowerCase();
  const special = ['the', 'and slack', 'thes', 'slack qqqqqqq', 'qqqqqq', 'on', 'in', 'e-commerce'];
  const made = new Set<string>(special);
  while (made.size < count) {
    const chosen = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const word = pick();
      const roll = next();
      if (roll < 0.25) return misspelt(word, next);
      if (roll < 0.45) return word.slice(0, 2 + Math.floor(next() * Math.max(1, word.length - 2)));
      if (roll < 0.5) return 'the';
      return word;
    });
    made.add(chosen.join(' '));
  }
  return [...made];
}

function filtersFor(turn: number, sample: DocumentChange['built']): Partial<SearchRequest> {
  const document = sample!.document;
  switch (turn % 6) {
    case 1:
      return { category: document.category };
    case 2:
      return { platform: document.platform };
    case 3:
      return { app: document.apps[0], min_price: 50 };
    case 4:
      return { max_price: 120, category: 'Sales' };
    case 5:
      return { app: 'no-such-app' };
    default:
      return {};
  }
}

function expectSame(index: SearchIndex, request: SearchRequest, viewer: { isAdmin: boolean }) {
  const expected = referenceSearch(index, request, viewer);
  const actual = runSearch(index, request, viewer);
  expect({ request, viewer, ...actual }).toEqual({ request, viewer, ...expected });
  return expected;
}

describe('the compiled search path', () => {
  const changes = catalogue();
  let loaded: SearchIndex;

  beforeAll(async () => {
    const built = emptySearchIndex();
    applyDocumentChanges(built, changes);
    loaded = parseSearchIndex(await serializeSearchIndex(built))!;
  });

  it('answers every search as MiniSearch did: totals, facets, hits in order, next', () => {
    const all = queries(changes, 260);
    let fallbacks = 0;
    all.forEach((q, turn) => {
      const sort = SORTS[turn % SORTS.length]!;
      const viewer = turn % 5 === 0 ? ADMIN : SHOPPER;
      const request: SearchRequest = {
        q,
        sort,
        limit: 1 + (turn % 30),
        ...filtersFor(turn, changes[turn]!.built),
      };
      const first = expectSame(loaded, request, viewer);
      const every = textQuery(q, 'AND');
      if (first.total > 0 && every && loaded.engine.search(every).length === 0) fallbacks += 1;
      // Every other one, the page after a hit in the middle of the first one.
      const middle = first.hits[Math.floor(first.hits.length / 2)];
      if (middle && turn % 2 === 0) expectSame(loaded, { ...request, after: middle }, viewer);
    });
    expect(all.length).toBe(260);
    // Enough of them have no product with every word, so the fallback is compared too.
    expect(fallbacks).toBeGreaterThan(10);
  });

  it('falls back to any word, and treats stop words and unknown words alike', () => {
    for (const q of ['slack qqqqqqq', 'the', 'thes slack', 'qqqqqq', 'fors', 'a b c d e f g']) {
      for (const viewer of [SHOPPER, ADMIN]) {
        expectSame(loaded, { q, sort: 'relevance', limit: 24 }, viewer);
      }
    }
    const anyWord = runSearch(loaded, { q: 'slack qqqqqqq', sort: 'relevance', limit: 5 }, SHOPPER);
    expect(anyWord.total).toBeGreaterThan(0);
  });

  it('pages through a broad search in every order exactly as MiniSearch ranks it', () => {
    for (const sort of SORTS) {
      const request: SearchRequest = { q: 'slack', sort, limit: 40 };
      let after: SearchRequest['after'];
      for (let page = 0; page < 4; page += 1) {
        const expected = expectSame(loaded, { ...request, after }, SHOPPER);
        if (!expected.next) break;
        after = expected.next;
      }
    }
  });

  it('answers over an index changed in place as over its saved (vacuumed) snapshot', async () => {
    const working = emptySearchIndex();
    applyDocumentChanges(working, changes.slice(0, 600));
    const searches: SearchRequest[] = ['slak', 'hubspot leads', 'inv', 'renamed', 'zendesk'].map(
      (q) => ({ q, sort: 'relevance', limit: 30 }),
    );
    searches.forEach((request) => runSearch(working, request, ADMIN));
    applyDocumentChanges(working, [
      ...changes.slice(0, 40).map((change) => ({
        ...change,
        built: {
          ...change.built!,
          document: { ...change.built!.document, name: `Renamed ${change.id}` },
        },
      })),
      ...changes.slice(40, 60).map((change) => ({ id: change.id })),
    ]);
    // Discarded postings are still in the engine here: the compiled view leaves them out.
    const answers = searches.map((request) => runSearch(working, request, ADMIN));
    const saved = parseSearchIndex(await serializeSearchIndex(working))!;
    searches.forEach((request, at) => {
      expect(answers[at]).toEqual(referenceSearch(saved, request, ADMIN));
    });
    expect(answers[3]!.total).toBe(40);
  });

  it('answers the same over the index as built in memory, before it is saved', () => {
    const built = emptySearchIndex();
    applyDocumentChanges(built, changes.slice(0, 400));
    for (const q of ['slak', 'hubspot leads', 'inv', 'zendesk tickets triage', 'gogle sheets']) {
      expectSame(built, { q, sort: 'relevance', limit: 24 }, SHOPPER);
    }
  });
});
