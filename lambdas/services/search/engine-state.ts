import type MiniSearch from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import type { SearchOptions } from 'minisearch';

/**
 * The parts of a MiniSearch 7.2 index the search's own query path reads (search-postings.ts):
 * the term dictionary and the figures BM25 needs. MiniSearch keeps them as protected members
 * (its extension point for subclasses) and offers no public view of a term's postings, so they
 * are read through this one typed view; a unit test pins them, so an upgrade that renames one
 * fails there instead of answering nothing.
 */

/** A term's postings: field id -> document short id -> how often the term is in that field. */
export type FieldTermData = Map<number, Map<number, number>>;

export interface EngineState {
  _index: SearchableMap<FieldTermData>;
  _documentCount: number;
  /** Short id -> document id; a discarded document is absent (its postings stay until vacuumed). */
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  /** Short id -> distinct terms per field id. */
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _nextId: number;
  _storedFields: Map<number, Record<string, unknown> | undefined>;
  _options: {
    fields: string[];
    tokenize: (text: string, fieldName?: string) => string[];
    processTerm: (term: string, fieldName?: string) => string | string[] | null | undefined | false;
    searchOptions: SearchOptions & {
      weights: { fuzzy: number; prefix: number };
      maxFuzzy: number;
      bm25: { k: number; b: number; d: number };
    };
  };
}

export function engineState(engine: MiniSearch<never> | MiniSearch): EngineState {
  return engine as unknown as EngineState;
}
