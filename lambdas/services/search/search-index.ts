import { createHash } from 'node:crypto';
import MiniSearch, { type Options, type Query } from 'minisearch';
import type { SearchApp, SearchDocument } from '../../rules/search/search-document';
import {
  matchesAsPrefix,
  SEARCH_TOKEN_SEPARATOR,
  searchTerm,
  typoAllowance,
} from '../../rules/search/search-terms';

/**
 * The in-memory text index (MiniSearch) of the catalogue: how it is built, changed, saved and
 * loaded. The same options serve the indexer and the search function, so a snapshot written by
 * one loads in the other.
 */

/** What each document keeps beside its words: what filters, sorts and counts it, and its card. */
export type StoredFields = Pick<
  SearchDocument,
  | 'category'
  | 'platform'
  | 'apps'
  | 'price'
  | 'featured'
  | 'created_at'
  | 'popularity'
  | 'rating'
  | 'for_shoppers'
> & {
  fingerprint: string;
  /** Absent from documents of snapshots before format 3: search-cards.ts reads those by key. */
  card?: SearchDocument['card'];
};

type IndexedDocument = SearchDocument & { fingerprint: string };

const SEARCHED_FIELDS = [
  'name',
  'app_names',
  'category',
  'platform',
  'short_description',
  'description',
] as const satisfies readonly (keyof SearchDocument)[];

const STORED_FIELDS = [
  'category',
  'platform',
  'apps',
  'price',
  'featured',
  'created_at',
  'popularity',
  'rating',
  'for_shoppers',
  'fingerprint',
  'card',
] as const satisfies readonly (keyof StoredFields)[];

/**
 * A word in the name counts most: a product called "Slack alerts" beats one whose description
 * mentions Slack; the apps a template uses come next, then its category and platform.
 */
export const FIELD_BOOST: Record<(typeof SEARCHED_FIELDS)[number], number> = {
  name: 5,
  app_names: 2.5,
  category: 2,
  platform: 2,
  short_description: 1.3,
  description: 1,
};

const termsOf = (text: string) =>
  text.split(SEARCH_TOKEN_SEPARATOR).map((token) => searchTerm(token));

/** The words of `text` none of `earlier` has (as search terms: "Invoices" is "invoice"). */
function newWords(text: string, earlier: readonly string[]): string {
  const seen = new Set(earlier.flatMap(termsOf));
  return text
    .split(SEARCH_TOKEN_SEPARATOR)
    .filter((token) => {
      const term = searchTerm(token);
      return term !== null && !seen.has(term);
    })
    .join(' ');
}

/**
 * The app names, the short description and the description are indexed without the words a
 * field above them already has: a name usually names the apps and a description repeats the
 * name (the scale catalogue's always do), and
 * each repeat was another posting a search of that word scored for every product (the cost of
 * a search grows with them), for a few points more on products the name ranks first anyway.
 */
function indexedText(document: IndexedDocument, field: string): unknown {
  const { name, app_names: apps, short_description: short } = document;
  if (field === 'app_names') return newWords(apps, [name]);
  if (field === 'short_description') return newWords(short, [name, apps]);
  if (field === 'description') return newWords(document.description, [name, apps, short]);
  return document[field as keyof IndexedDocument];
}

export const INDEX_OPTIONS: Options<IndexedDocument> = {
  idField: 'id',
  fields: [...SEARCHED_FIELDS],
  extractField: indexedText,
  storeFields: [...STORED_FIELDS],
  tokenize: (text) => text.split(SEARCH_TOKEN_SEPARATOR),
  processTerm: (term) => searchTerm(term),
  // Removals are vacuumed once before a snapshot is saved, not in the background.
  autoVacuum: false,
  searchOptions: {
    boost: FIELD_BOOST,
    fuzzy: (term) => typoAllowance(term),
    prefix: (term) => matchesAsPrefix(term),
    combineWith: 'AND',
  },
};

/** The long text: every product's description shares most of its words with thousands of others. */
const LONG_FIELDS = ['description'] as const satisfies readonly (typeof SEARCHED_FIELDS)[number][];
const SHORT_FIELDS = SEARCHED_FIELDS.filter(
  (field) => !(LONG_FIELDS as readonly string[]).includes(field),
);

/**
 * The query for a shopper's text: each word matches the short fields (name, apps, category,
 * platform, short description) as typed, with its typo allowance and as a prefix, and the
 * description only as a whole word. A word's near neighbours ("ticket" is two edits from
 * "picked", "cop" starts "copies") are in nearly every description, so matching them there made
 * a search score tens of thousands of products (hundreds of ms at 50,000) for matches that
 * rank last anyway; a whole word found in a description scores as before. `undefined` when no
 * word is left (only stop words).
 */
export function textQuery(q: string, combineWith: 'AND' | 'OR'): Query | undefined {
  const terms = q
    .split(SEARCH_TOKEN_SEPARATOR)
    .map((token) => searchTerm(token))
    .filter((term): term is string => !!term);
  if (terms.length === 0) return undefined;
  return {
    combineWith,
    queries: terms.map((term) => ({
      combineWith: 'OR',
      queries: [
        { queries: [term], fields: [...SHORT_FIELDS] },
        { queries: [term], fields: [...LONG_FIELDS], prefix: false, fuzzy: false },
      ],
    })),
  };
}

/** The index and the names and icons of the apps its documents use (for the app facet). */
export interface SearchIndex {
  engine: MiniSearch<IndexedDocument>;
  apps: Map<string, SearchApp>;
}

/**
 * Snapshot format: raise it when INDEX_OPTIONS change the way terms or stored fields are kept
 * (3: documents carry their card).
 */
export const SNAPSHOT_FORMAT = 3;
/**
 * The oldest format a search can still serve: format 1 kept the descriptions' repeats of the
 * name (more postings, the same queries), and formats before 3 hold no cards (read by key
 * instead), so a search function deployed before the indexer's rebuild keeps answering from
 * it instead of from an empty index.
 */
export const SERVABLE_SNAPSHOT_FORMAT = 1;

interface Snapshot {
  format: number;
  apps: SearchApp[];
  index: ReturnType<MiniSearch['toJSON']>;
}

export function emptySearchIndex(): SearchIndex {
  return { engine: new MiniSearch(INDEX_OPTIONS), apps: new Map() };
}

export function documentCount(index: SearchIndex): number {
  return index.engine.documentCount;
}

export async function serializeSearchIndex(index: SearchIndex): Promise<string> {
  if (index.engine.dirtCount > 0) await index.engine.vacuum();
  const snapshot: Snapshot = {
    format: SNAPSHOT_FORMAT,
    apps: [...index.apps.values()],
    index: index.engine.toJSON(),
  };
  return JSON.stringify(snapshot);
}

/**
 * A snapshot of another format (older than `oldest`) answers undefined: the indexer, which
 * accepts only the current one, then rebuilds from the table.
 */
export function parseSearchIndex(json: string, oldest = SNAPSHOT_FORMAT): SearchIndex | undefined {
  const snapshot = JSON.parse(json) as Snapshot;
  if (snapshot.format < oldest || snapshot.format > SNAPSHOT_FORMAT) return undefined;
  return {
    engine: MiniSearch.loadJS(snapshot.index, INDEX_OPTIONS),
    apps: new Map(snapshot.apps.map((app) => [app.key, app])),
  };
}

/** Covers the card too: a card change alone (an image, a seller) saves a snapshot. */
function fingerprintOf(document: SearchDocument): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 16);
}

/** A product's new state: its document, or none when it left the catalogue. */
export interface DocumentChange {
  id: string;
  built?: { document: SearchDocument; apps: SearchApp[] };
}

/** Applies changes; answers how many changed the index (an unchanged document is skipped). */
export function applyDocumentChanges(
  index: SearchIndex,
  changes: readonly DocumentChange[],
): number {
  let changed = 0;
  for (const { id, built } of changes) {
    const present = index.engine.has(id);
    if (!built) {
      if (present) {
        index.engine.discard(id);
        changed += 1;
      }
      continue;
    }
    const document: IndexedDocument = {
      ...built.document,
      fingerprint: fingerprintOf(built.document),
    };
    for (const app of built.apps) index.apps.set(app.key, app);
    if (!present) index.engine.add(document);
    else if (storedFieldsOf(index, id)?.fingerprint !== document.fingerprint) {
      index.engine.replace(document);
    } else continue;
    changed += 1;
  }
  return changed;
}

export function storedFieldsOf(index: SearchIndex, id: string): StoredFields | undefined {
  return index.engine.getStoredFields(id) as StoredFields | undefined;
}

/** Every document id (the reconcile compares them with the catalogue's). */
export function indexedIds(index: SearchIndex): string[] {
  return index.engine.search(MiniSearch.wildcard).map((result) => String(result.id));
}
