import type MiniSearch from 'minisearch';
import { engineState, type EngineState, type FieldTermData } from './engine-state';
import type { StoredFields } from './search-index';

/**
 * The search's compact view of a MiniSearch index: documents numbered 0..count-1 with the
 * columns a search filters, counts and orders by, and each dictionary term's postings as typed
 * arrays (document numbers and the BM25 score of each), compiled from the engine's own postings
 * the first time a search reads them and kept. MiniSearch's own search built a Map entry, a
 * terms array and a match object per posting, then a result object per match; over 50,000
 * products a broad word was 3,000-12,000 of them per search (docs/decisions.md).
 *
 * A view belongs to one state of its engine: any add, replace or discard changes the engine's
 * next short id or its document count, and the next search compiles a new view, so an index the
 * indexer changed in place never answers from postings of before the change. The search
 * function's copy never changes (a new snapshot is a new index); the first search after its
 * load compiles the document columns (about 40 ms at 50,000 products).
 */

export interface FieldPostings {
  docs: Int32Array;
  /**
   * MiniSearch's BM25 of the posting, as it computes it (calcBM25Score); the query's weights and
   * field boosts multiply it at search time, in MiniSearch's order, so scores come out equal to
   * the last bit.
   */
  bm25: Float64Array;
}

/**
 * A dictionary term's postings, each field's compiled when a search first reads it: a word a
 * typo or a prefix reaches is read in the short fields only, and its description postings (in
 * nearly every product for the commonest words) are never compiled for it.
 */
export interface TermPostings {
  data: FieldTermData;
  /** By field id; null where the term is not in that field; undefined until compiled. */
  fields: (FieldPostings | null | undefined)[];
}

/** A stored value (category, platform, app) as a small number, for counting in arrays. */
export interface Codes {
  values: unknown[];
  byValue: Map<unknown, number>;
}

export interface CompiledIndex {
  state: EngineState;
  nextId: number;
  documentCount: number;
  count: number;
  ids: string[];
  stored: StoredFields[];
  /** Short id -> document number; -1 for a discarded document. */
  numberOf: Int32Array;
  /** Whether every short id is a document's (none discarded since the last build or load). */
  dense: boolean;
  fieldCount: number;
  /** Distinct terms of each document's fields: `fieldLengths[doc * fieldCount + fieldId]`. */
  fieldLengths: Float64Array;
  terms: Map<string, TermPostings>;
  forShoppers: Uint8Array;
  price: Float64Array;
  /** The orders' first keys, as the orders read them (search-ranking.ts). */
  popularity: Float64Array;
  rating: Float64Array;
  featured: Float64Array;
  category: Int32Array;
  platform: Int32Array;
  /** A document's apps: appCodes[appStart[doc] .. appStart[doc + 1]). */
  appStart: Int32Array;
  appCodes: Int32Array;
  categories: Codes;
  platforms: Codes;
  apps: Codes;
}

const compiled = new WeakMap<object, CompiledIndex>();

function code(codes: Codes, value: unknown): number {
  let found = codes.byValue.get(value);
  if (found === undefined) {
    found = codes.values.length;
    codes.values.push(value);
    codes.byValue.set(value, found);
  }
  return found;
}

const newCodes = (): Codes => ({ values: [], byValue: new Map() });

function compile(state: EngineState): CompiledIndex {
  const count = state._documentIds.size;
  const numberOf = new Int32Array(state._nextId).fill(-1);
  const fieldCount = state._options.fields.length;
  const view: CompiledIndex = {
    state,
    nextId: state._nextId,
    documentCount: state._documentCount,
    count,
    ids: new Array<string>(count),
    stored: new Array<StoredFields>(count),
    numberOf,
    dense: count === state._nextId,
    fieldCount,
    fieldLengths: new Float64Array(count * fieldCount),
    terms: new Map(),
    forShoppers: new Uint8Array(count),
    price: new Float64Array(count),
    popularity: new Float64Array(count),
    rating: new Float64Array(count),
    featured: new Float64Array(count),
    category: new Int32Array(count),
    platform: new Int32Array(count),
    appStart: new Int32Array(count + 1),
    appCodes: new Int32Array(0),
    categories: newCodes(),
    platforms: newCodes(),
    apps: newCodes(),
  };
  const appCodes: number[] = [];
  let doc = 0;
  for (const [shortId, id] of state._documentIds) {
    const fields = (state._storedFields.get(shortId) ?? {}) as unknown as StoredFields;
    numberOf[shortId] = doc;
    view.ids[doc] = String(id);
    view.stored[doc] = fields;
    view.forShoppers[doc] = fields.for_shoppers ? 1 : 0;
    view.price[doc] = fields.price;
    view.popularity[doc] = fields.popularity;
    view.rating[doc] = fields.rating ?? 0;
    view.featured[doc] = Number(fields.featured);
    view.category[doc] = code(view.categories, fields.category);
    view.platform[doc] = code(view.platforms, fields.platform);
    view.appStart[doc] = appCodes.length;
    for (const app of fields.apps ?? []) appCodes.push(code(view.apps, app));
    // A field without a length (never indexed) reads as undefined, as in MiniSearch: NaN here.
    const lengths = state._fieldLength.get(shortId) ?? [];
    for (let field = 0; field < fieldCount; field += 1) {
      view.fieldLengths[doc * fieldCount + field] = lengths[field] ?? NaN;
    }
    doc += 1;
  }
  view.appStart[count] = appCodes.length;
  view.appCodes = Int32Array.from(appCodes);
  return view;
}

/** The view of the engine as it is now (compiled again after any change). */
export function compiledIndex(engine: MiniSearch<never> | MiniSearch): CompiledIndex {
  const state = engineState(engine);
  const held = compiled.get(engine);
  if (held && held.nextId === state._nextId && held.documentCount === state._documentCount) {
    return held;
  }
  const view = compile(state);
  compiled.set(engine, view);
  return view;
}

/** MiniSearch 7.2's calcBM25Score, term for term (the same float operations in the same order). */
function bm25Score(
  termFreq: number,
  matchingCount: number,
  totalCount: number,
  fieldLength: number,
  avgFieldLength: number,
  params: { k: number; b: number; d: number },
): number {
  const { k, b, d } = params;
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return (
    invDocFreq *
    (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)))
  );
}

/**
 * A field's postings without discarded documents, which count for nothing: MiniSearch drops
 * them from a term the first time a search meets them, and a saved snapshot is vacuumed.
 */
function fieldPostings(view: CompiledIndex, fieldId: number, freqs: Map<number, number>) {
  const { state, numberOf, fieldLengths, fieldCount } = view;
  let live = freqs.size;
  if (!view.dense) {
    live = 0;
    for (const shortId of freqs.keys()) if ((numberOf[shortId] ?? -1) >= 0) live += 1;
  }
  const docs = new Int32Array(live);
  const bm25 = new Float64Array(live);
  const params = state._options.searchOptions.bm25;
  const average = state._avgFieldLength[fieldId]!;
  let at = 0;
  // forEach: no entry array per posting.
  freqs.forEach((termFreq, shortId) => {
    const doc = numberOf[shortId] ?? -1;
    if (doc < 0) return;
    const length = fieldLengths[doc * fieldCount + fieldId]!;
    docs[at] = doc;
    bm25[at] = bm25Score(termFreq, live, state._documentCount, length, average, params);
    at += 1;
  });
  return { docs, bm25 };
}

/** A dictionary term's postings; `data` is the engine's entry for it. */
export function termPostings(view: CompiledIndex, term: string, data: FieldTermData): TermPostings {
  let postings = view.terms.get(term);
  if (!postings) {
    postings = { data, fields: [] };
    view.terms.set(term, postings);
  }
  return postings;
}

/** The term's postings in one field, compiled on first use; undefined when it is not there. */
export function fieldOf(
  view: CompiledIndex,
  postings: TermPostings,
  fieldId: number,
): FieldPostings | undefined {
  let field = postings.fields[fieldId];
  if (field === undefined) {
    const freqs = postings.data.get(fieldId);
    field = freqs ? fieldPostings(view, fieldId, freqs) : null;
    postings.fields[fieldId] = field;
  }
  return field ?? undefined;
}
