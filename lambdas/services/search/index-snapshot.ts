import { log } from '../../infra/logger';
import {
  getSearchIndexHead,
  getSearchSnapshot,
  type SearchIndexHead,
} from '../../repositories/search-index-repository';
import { emptySearchIndex, parseSearchIndex, type SearchIndex } from './search-index';

/**
 * The search function's copy of the index: loaded once per warm container, and again only when
 * the head names another snapshot. Each search reads the head (one small GetItem, a few ms), so a
 * change is found by the next search after the indexer swapped it, in every container.
 */
interface Loaded {
  snapshotKey: string;
  index: SearchIndex;
}

let loaded: Loaded | undefined;
let loading: { snapshotKey: string; promise: Promise<Loaded> } | undefined;

async function load(head: SearchIndexHead): Promise<Loaded> {
  let current = head;
  // A swap removes the snapshot before last: a search that read an old head reads it again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const json = await getSearchSnapshot(current.snapshot_key);
    if (json !== undefined) {
      const index = parseSearchIndex(json);
      if (!index) {
        log('error', 'Search snapshot of another format; serving the previous index', {
          snapshotKey: current.snapshot_key,
        });
        return loaded ?? { snapshotKey: '', index: emptySearchIndex() };
      }
      log('info', 'Search index loaded', {
        version: current.version,
        documents: current.document_count,
        bytes: json.length,
      });
      return { snapshotKey: current.snapshot_key, index };
    }
    current = (await getSearchIndexHead(true)) ?? current;
  }
  throw new Error(`Search snapshot ${current.snapshot_key} is missing`);
}

/** The index as of the current head (empty before the indexer's first run). */
export async function currentSearchIndex(): Promise<SearchIndex> {
  const head = await getSearchIndexHead();
  if (!head) return emptySearchIndex();
  if (loaded?.snapshotKey === head.snapshot_key) return loaded.index;
  // Concurrent searches of one container (the local server) share one load.
  if (loading?.snapshotKey !== head.snapshot_key) {
    const promise = load(head).finally(() => {
      if (loading?.promise === promise) loading = undefined;
    });
    loading = { snapshotKey: head.snapshot_key, promise };
  }
  loaded = await loading.promise;
  return loaded.index;
}
