import { randomUUID } from 'node:crypto';
import { describeError, log } from '../../infra/logger';
import { getProductPartition, listCatalogueProducts } from '../../repositories/product-repository';
import {
  deleteSearchSnapshot,
  getSearchIndexHead,
  getSearchSnapshot,
  putSearchSnapshot,
  SEARCH_SNAPSHOT_PREFIX,
  swapSearchIndexHead,
  type SearchIndexHead,
} from '../../repositories/search-index-repository';
import { buildSearchDocument, type SearchSourceProduct } from '../../rules/search/search-document';
import {
  applyDocumentChanges,
  documentCount,
  emptySearchIndex,
  indexedIds,
  parseSearchIndex,
  serializeSearchIndex,
  type DocumentChange,
  type SearchIndex,
} from './search-index';

/**
 * Keeps the search snapshot in step with the products: `indexProducts` for the products a
 * change touched (the table's stream on AWS), `reconcileSearchIndex` for all of them (the first
 * build, the daily repair, and the local stack's stand-in for the stream).
 */

/** Swaps lost to another indexer before giving up (the stream then retries the batch). */
const MAX_ATTEMPTS = 5;
/** Product partitions read at once by a full reconcile. */
const READ_CONCURRENCY = 8;

export interface IndexRun {
  /** Documents added, replaced or removed. */
  changed: number;
  version: number;
  documents: number;
}

/** The indexer's own copy, kept while it is the current snapshot (a warm indexer skips a load). */
let working: { snapshotKey: string; index: SearchIndex } | undefined;

/**
 * The index as of `head`; undefined when there is none to build on (no head yet, or a snapshot
 * of an older format or lost): then only a full build is right, never a few changes on nothing.
 */
async function indexAt(head: SearchIndexHead | undefined): Promise<SearchIndex | undefined> {
  if (!head) return undefined;
  if (working?.snapshotKey === head.snapshot_key) return working.index;
  const json = await getSearchSnapshot(head.snapshot_key);
  return json === undefined ? undefined : parseSearchIndex(json);
}

/** A product's document now, or none when it is not listed (or gone). */
export async function documentChangeOf(productId: string): Promise<DocumentChange> {
  const partition = await getProductPartition(productId);
  if (!partition) return { id: productId };
  const built = buildSearchDocument(
    partition.product as SearchSourceProduct,
    partition.versions,
    partition.files,
  );
  return { id: productId, ...(built ? { built } : {}) };
}

async function mapLimited<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const position = next;
      next += 1;
      results[position] = await run(items[position] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, items.length) }, worker));
  return results;
}

/**
 * Applies what `changesFor` says to the current snapshot and makes the result current, unless
 * another indexer moved the head first: then it starts again from that one.
 */
async function commit(
  changesFor: (index: SearchIndex) => readonly DocumentChange[],
  mode: 'changes' | 'everything',
): Promise<IndexRun> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const head = await getSearchIndexHead(true);
    const current = await indexAt(head);
    // The first change after a deploy (or a format change) builds the whole index.
    if (!current && mode === 'changes') return reconcileNow();
    const index = current ?? emptySearchIndex();
    // Changed in place below: forgotten until saved, so a failed save never leaves a copy that
    // looks current but holds changes the snapshot lacks (their retry would then change nothing).
    working = undefined;
    const changed = applyDocumentChanges(index, changesFor(index));
    const version = head?.version ?? 0;
    if (head && changed === 0) {
      working = { snapshotKey: head.snapshot_key, index };
      return { changed, version, documents: documentCount(index) };
    }
    const snapshotKey = `${SEARCH_SNAPSHOT_PREFIX}${version + 1}-${randomUUID()}.json.gz`;
    await putSearchSnapshot(snapshotKey, await serializeSearchIndex(index));
    const next: SearchIndexHead = {
      version: version + 1,
      snapshot_key: snapshotKey,
      ...(head ? { previous_key: head.snapshot_key } : {}),
      document_count: documentCount(index),
      updated_at: new Date().toISOString(),
    };
    if (await swapSearchIndexHead(version, next)) {
      working = { snapshotKey, index };
      if (head?.previous_key) await removeSnapshot(head.previous_key);
      return { changed, version: next.version, documents: next.document_count };
    }
    // Lost the race: start again from the winner's snapshot.
    await removeSnapshot(snapshotKey);
  }
  throw new Error('The search index kept changing under the indexer; the batch is retried');
}

async function removeSnapshot(key: string): Promise<void> {
  try {
    await deleteSearchSnapshot(key);
  } catch (error) {
    // A leftover snapshot costs storage only; the next swap's removal does not depend on it.
    log('warn', 'Old search snapshot not removed', { key, ...describeError(error) });
  }
}

/**
 * One run at a time in a process: runs of one process share the working copy, which each
 * changes in place. Runs of different processes (Lambda containers) are kept apart by the
 * head's condition instead.
 */
let running: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const result = running.then(run, run);
  running = result.catch(() => undefined);
  return result;
}

/** Re-reads the given products and updates their documents (a product gone is removed). */
export function indexProducts(productIds: readonly string[]): Promise<IndexRun> {
  return oneAtATime(async () => {
    const changes = await mapLimited([...new Set(productIds)], documentChangeOf);
    return commit(() => changes, 'changes');
  });
}

/**
 * Every listed product's document, and removal of any other: repairs whatever the incremental
 * path missed. One Query of the catalogue plus one per product.
 */
export function reconcileSearchIndex(): Promise<IndexRun> {
  return oneAtATime(reconcileNow);
}

async function reconcileNow(): Promise<IndexRun> {
  const listed = await listCatalogueProducts();
  const changes = await mapLimited(
    listed.map((product) => product.id),
    documentChangeOf,
  );
  const kept = new Set(changes.filter((change) => change.built).map((change) => change.id));
  return commit(
    (index) => [
      ...changes,
      ...indexedIds(index)
        .filter((id) => !kept.has(id))
        .map((id) => ({ id })),
    ],
    'everything',
  );
}
