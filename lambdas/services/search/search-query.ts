import type { Query, SearchOptions } from 'minisearch';
import { fieldOf, termPostings, type CompiledIndex, type TermPostings } from './search-postings';

/**
 * Runs a MiniSearch query (the tree textQuery builds) over the compiled postings
 * (search-postings.ts) and answers each matching document's score exactly as MiniSearch 7.2's
 * `search` would (executeQuery, executeQuerySpec, termResults, combineResults, and the final
 * score times the number of query terms matched), without an object per match: scores and
 * matched terms live in dense arrays over document numbers, reused from search to search.
 */

/** Matches of a (sub)query: `docs[0..size)` are members; the arrays are indexed by document. */
class Matches {
  docs: Int32Array;
  size = 0;
  score: Float64Array;
  member: Uint8Array;
  /** The query terms each document matched, one bit each, `words` 32-bit words per document. */
  terms: Uint32Array;

  constructor(
    count: number,
    readonly words: number,
  ) {
    this.docs = new Int32Array(count);
    this.score = new Float64Array(count);
    this.member = new Uint8Array(count);
    this.terms = new Uint32Array(count * words);
  }

  add(doc: number, score: number): void {
    if (this.member[doc] === 0) {
      this.member[doc] = 1;
      this.docs[this.size] = doc;
      this.size += 1;
    }
    // 0 + x is x: the first posting sets the score, as MiniSearch's does.
    this.score[doc] = this.score[doc]! + score;
  }

  forget(doc: number): void {
    this.score[doc] = 0;
    this.member[doc] = 0;
    if (this.words === 1) this.terms[doc] = 0;
    else this.terms.fill(0, doc * this.words, (doc + 1) * this.words);
  }

  clear(): void {
    for (let at = 0; at < this.size; at += 1) this.forget(this.docs[at]!);
    this.size = 0;
  }

  /** MiniSearch multiplies a result's score by how many query terms it matched. */
  quality(doc: number): number {
    let matched = 0;
    for (let word = doc * this.words; word < (doc + 1) * this.words; word += 1) {
      let bits = this.terms[word]!;
      while (bits !== 0) {
        bits &= bits - 1;
        matched += 1;
      }
    }
    return matched || 1;
  }
}

/** Cleared sets, per compiled index and width, so a search allocates none once warm. */
const spare = new WeakMap<CompiledIndex, Map<number, Matches[]>>();

function take(view: CompiledIndex, words: number): Matches {
  let byWidth = spare.get(view);
  if (!byWidth) spare.set(view, (byWidth = new Map()));
  return byWidth.get(words)?.pop() ?? new Matches(view.count, words);
}

function give(view: CompiledIndex, matches: Matches): void {
  matches.clear();
  const byWidth = spare.get(view) ?? new Map<number, Matches[]>();
  spare.set(view, byWidth);
  const kept = byWidth.get(matches.words);
  if (kept) kept.push(matches);
  else byWidth.set(matches.words, [matches]);
}

type Options = SearchOptions & Record<string, unknown>;

interface Run {
  view: CompiledIndex;
  /** Each distinct query term's bit. */
  termBits: Map<string, number>;
  words: number;
}

/** MiniSearch's terms of a query string: its tokenizer and term processing, again. */
function leafTerms(view: CompiledIndex, query: string, options: Options): string[] {
  const engine = view.state._options;
  const { tokenize, processTerm } = {
    tokenize: engine.tokenize,
    processTerm: engine.processTerm,
    ...engine.searchOptions,
    ...options,
  } as Pick<typeof engine, 'tokenize' | 'processTerm'>;
  return tokenize(query)
    .flatMap((token) => processTerm(token) || [])
    .filter((term): term is string => !!term);
}

function collectTerms(run: Run, query: Query, inherited: Options): void {
  if (typeof query === 'string') {
    for (const term of leafTerms(run.view, query, inherited)) {
      if (!run.termBits.has(term)) run.termBits.set(term, run.termBits.size);
    }
    return;
  }
  if (typeof query !== 'object') throw new Error('The wildcard query is not supported here');
  const options = { ...inherited, ...query, queries: undefined };
  for (const sub of query.queries) collectTerms(run, sub, options);
}

/** MiniSearch's termResults over one term's compiled postings. */
function addTerm(
  view: CompiledIndex,
  into: Matches,
  postings: TermPostings | undefined,
  termWeight: number,
  termBoost: number,
  boosts: [number, number][],
): void {
  if (!postings) return;
  for (const [fieldId, fieldBoost] of boosts) {
    const field = fieldOf(view, postings, fieldId);
    if (!field) continue;
    // As MiniSearch multiplies (the document boost is 1): termWeight * termBoost * fieldBoost * 1 * bm25.
    const weight = termWeight * termBoost * fieldBoost;
    const { docs, bm25 } = field;
    for (let at = 0; at < docs.length; at += 1) into.add(docs[at]!, weight * bm25[at]!);
  }
}

/** MiniSearch's executeQuerySpec: the term, then longer words it starts, then near misses. */
function termMatches(run: Run, term: string, position: number, all: string[], options: Options) {
  const { view } = run;
  const state = view.state;
  const merged = { ...state._options.searchOptions, ...options };
  if (merged.boostDocument) throw new Error('A document boost is not supported here');
  if (merged.bm25 !== state._options.searchOptions.bm25) {
    throw new Error('BM25 parameters other than the index defaults are not supported here');
  }
  const fuzzy =
    typeof merged.fuzzy === 'function' ? merged.fuzzy(term, position, all) : merged.fuzzy || false;
  const prefix =
    typeof merged.prefix === 'function'
      ? merged.prefix(term, position, all)
      : merged.prefix === true;
  const termBoost =
    typeof merged.boostTerm === 'function' ? merged.boostTerm(term, position, all) : 1;
  const boosts: [number, number][] = (merged.fields ?? state._options.fields).map((field) => [
    state._fieldIds[field]!,
    merged.boost?.[field] || 1,
  ]);
  const { fuzzy: fuzzyWeight, prefix: prefixWeight } = {
    ...state._options.searchOptions.weights,
    ...merged.weights,
  };
  const maxFuzzy = merged.maxFuzzy ?? state._options.searchOptions.maxFuzzy;
  const matches = take(view, run.words);
  const dictionary = state._index;
  const postingsOf = (word: string, data: Parameters<typeof termPostings>[2] | undefined) =>
    data ? termPostings(view, word, data) : undefined;
  addTerm(view, matches, postingsOf(term, dictionary.get(term)), 1, termBoost, boosts);
  let near: ReturnType<typeof dictionary.fuzzyGet> | undefined;
  if (fuzzy) {
    const allowed = fuzzy === true ? 0.2 : fuzzy;
    const distance = allowed < 1 ? Math.min(maxFuzzy, Math.round(term.length * allowed)) : allowed;
    if (distance) near = dictionary.fuzzyGet(term, distance);
  }
  if (prefix) {
    for (const [word, data] of dictionary.atPrefix(term)) {
      const distance = word.length - term.length;
      if (!distance) continue;
      // A word both starts with the term and is near it counts once, as a prefix.
      near?.delete(word);
      const weight = (prefixWeight * word.length) / (word.length + 0.3 * distance);
      addTerm(view, matches, postingsOf(word, data), weight, termBoost, boosts);
    }
  }
  for (const [word, [data, distance]] of near ?? []) {
    if (!distance) continue;
    const weight = (fuzzyWeight * word.length) / (word.length + distance);
    addTerm(view, matches, postingsOf(word, data), weight, termBoost, boosts);
  }
  const bit = run.termBits.get(term)!;
  const word = bit >>> 5;
  const mask = 1 << (bit & 31);
  for (let at = 0; at < matches.size; at += 1) {
    matches.terms[matches.docs[at]! * run.words + word]! |= mask;
  }
  return matches;
}

/** MiniSearch's combinators, in place on the first set; the second is given back. */
function combine(run: Run, into: Matches, other: Matches, operator: string): void {
  const { words } = run;
  if (operator === 'or') {
    for (let at = 0; at < other.size; at += 1) {
      const doc = other.docs[at]!;
      into.add(doc, other.score[doc]!);
      for (let word = doc * words; word < (doc + 1) * words; word += 1) {
        into.terms[word]! |= other.terms[word]!;
      }
    }
  } else {
    const keepShared = operator === 'and';
    let kept = 0;
    for (let at = 0; at < into.size; at += 1) {
      const doc = into.docs[at]!;
      if ((other.member[doc] === 1) !== keepShared) {
        into.forget(doc);
        continue;
      }
      into.docs[kept] = doc;
      kept += 1;
      if (!keepShared) continue;
      into.score[doc] = into.score[doc]! + other.score[doc]!;
      for (let word = doc * words; word < (doc + 1) * words; word += 1) {
        into.terms[word]! |= other.terms[word]!;
      }
    }
    into.size = kept;
  }
  give(run.view, other);
}

/**
 * MiniSearch maps every part of a (sub)query to its results, then folds them left to right; the
 * fold here takes each part as it comes, so at most a few sets are in use whatever the number
 * of words. Once an AND has nothing, no later part can add to it.
 */
function evaluate(run: Run, query: Query, inherited: Options): Matches {
  let parts: (() => Matches)[];
  let operator: string | undefined;
  if (typeof query === 'string') {
    const options = { ...run.view.state._options.searchOptions, ...inherited };
    const terms = leafTerms(run.view, query, inherited);
    parts = terms.map((term, position) => () => termMatches(run, term, position, terms, options));
    operator = options.combineWith;
  } else {
    if (typeof query !== 'object') throw new Error('The wildcard query is not supported here');
    const options: Options = { ...inherited, ...query, queries: undefined };
    parts = query.queries.map((sub) => () => evaluate(run, sub, options));
    operator = options.combineWith;
  }
  const combineWith = (operator ?? 'or').toLowerCase();
  if (!['or', 'and', 'and_not'].includes(combineWith)) {
    throw new Error(`Invalid combination operator: ${operator}`);
  }
  const [first, ...rest] = parts;
  if (!first) return take(run.view, run.words);
  const into = first();
  for (const part of rest) {
    if (into.size === 0 && combineWith !== 'or') break;
    combine(run, into, part(), combineWith);
  }
  return into;
}

/** A query's matches: `scores` are final (times the terms matched); give them back when read. */
export interface QueryResult {
  docs: Int32Array;
  size: number;
  score(doc: number): number;
  release(): void;
}

export function executeQuery(view: CompiledIndex, query: Query): QueryResult {
  const run: Run = { view, termBits: new Map(), words: 1 };
  collectTerms(run, query, {});
  run.words = Math.max(1, Math.ceil(run.termBits.size / 32));
  const matches = evaluate(run, query, {});
  return {
    docs: matches.docs,
    size: matches.size,
    score: (doc) => matches.score[doc]! * matches.quality(doc),
    release: () => give(view, matches),
  };
}
