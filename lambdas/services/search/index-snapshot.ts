import { ENV } from '../../infra/config';
import { log } from '../../infra/logger';
import {
  getSearchIndexHead,
  getSearchSnapshot,
  type SearchIndexHead,
} from '../../repositories/search-index-repository';
import {
  emptySearchIndex,
  parseSearchIndex,
  SERVABLE_SNAPSHOT_FORMAT,
  type SearchIndex,
} from './search-index';

/**
 * The search function's copy of the index: loaded once per warm container, and again only when
 * the head names another snapshot. A search reads the head (one small GetItem, a few ms) once the
 * copy is SEARCH_INDEX_REFRESH_SECONDS old (on AWS 30 s, the catalogue's own edge cache time; 0
 * locally), so a busy indexer does not make every search load 11 MB, and a change reaches every
 * container within that time of the indexer's swap.
 */
interface Loaded {
  snapshotKey: string;
  index: SearchIndex;
  /** When the head last named this copy's snapshot. */
  checkedAt: number;
}

function refreshMs(): number {
  return Number(process.env[ENV.searchIndexRefreshSeconds] ?? 0) * 1000;
}

let loaded: Loaded | undefined;
let loading: { snapshotKey: string; promise: Promise<Loaded> } | undefined;

async function load(head: SearchIndexHead): Promise<Loaded> {
  let current = head;
  // A swap removes the snapshot before last: a search that read an old head reads it again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const json = await getSearchSnapshot(current.snapshot_key);
    if (json !== undefined) {
      const index = parseSearchIndex(json, SERVABLE_SNAPSHOT_FORMAT);
      if (!index) {
        log('error', 'Search snapshot of another format; serving the previous index', {
          snapshotKey: current.snapshot_key,
        });
        return loaded ?? { snapshotKey: '', index: emptySearchIndex(), checkedAt: Date.now() };
      }
      log('info', 'Search index loaded', {
        version: current.version,
        documents: current.document_count,
        bytes: json.length,
      });
      return { snapshotKey: current.snapshot_key, index, checkedAt: Date.now() };
    }
    current = (await getSearchIndexHead(true)) ?? current;
  }
  throw new Error(`Search snapshot ${current.snapshot_key} is missing`);
}

/** The index as of the current head (empty before the indexer's first run). */
export async function currentSearchIndex(): Promise<SearchIndex> {
  if (loaded && Date.now() - loaded.checkedAt < refreshMs()) return loaded.index;
  const head = await getSearchIndexHead();
  if (!head) return emptySearchIndex();
  if (loaded?.snapshotKey === head.snapshot_key) {
    loaded.checkedAt = Date.now();
    return loaded.index;
  }
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
