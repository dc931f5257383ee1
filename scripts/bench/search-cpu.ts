import { performance } from 'node:perf_hooks';
import { buildSearchDocument } from '../../lambdas/rules/search/search-document';
import {
  applyDocumentChanges,
  emptySearchIndex,
  parseSearchIndex,
  serializeSearchIndex,
  type DocumentChange,
} from '../../lambdas/services/search/search-index';
import { runSearch } from '../../lambdas/services/search/search-ranking';
import { scaleProduct } from './scale-products';
import { distinctSearchQueries } from './search-queries';

/**
 * CPU per search over the scale bench's own catalogue (scale-products.ts, what `BENCH_SCALE`
 * seeds and the search function serves there) with distinct queries as shoppers type them
 * (search-queries.ts): every search runs, none answered from kept outcomes. A Lambda container
 * serves one request at a time, so a search's CPU is what a request waits behind. Timed on the
 * process's CPU clock (getrusage: the search's thread and the garbage collector's helpers), not
 * the wall clock: on the bench's shared cores another process holding the core for a few ms
 * would otherwise make the tail. (The main thread's own clock, threadCpuUsage, moves in
 * scheduler ticks here: too coarse for a search.)
 */
export interface SearchCpuResult {
  queries: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  /** The first search after the load: it also compiles the index's document columns. */
  firstMs: number;
  /**
   * Memory the search's compiled view holds after those searches (document columns, the
   * postings of every term they read, the reusable score arrays): heap and array buffers.
   */
  compiledHeapMb: number;
  loadMs: number;
}

/** The documents the indexer's reconcile writes for products 0..count-1. */
function scaleDocuments(count: number): DocumentChange[] {
  return Array.from({ length: count }, (_, index) => {
    const { product, versions, files } = scaleProduct(index);
    const built = buildSearchDocument(product, versions, files);
    return {
      id: product.id,
      ...(built ? { built } : {}),
    };
  });
}

/** Typed arrays keep their contents outside the JS heap. */
const heldBytes = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

export async function measureSearchCpu(
  count: number,
  queryCount: number,
  collectGarbage: () => void,
): Promise<SearchCpuResult> {
  const built = emptySearchIndex();
  applyDocumentChanges(built, scaleDocuments(count));
  const json = await serializeSearchIndex(built);
  const started = performance.now();
  const loaded = parseSearchIndex(json);
  const loadMs = performance.now() - started;
  if (!loaded) throw new Error('The snapshot did not load');
  const queries = distinctSearchQueries(queryCount, count);
  collectGarbage();
  const heapBefore = heldBytes();
  const durations: number[] = [];
  for (const q of queries) {
    const at = process.cpuUsage();
    runSearch(loaded, { q, sort: 'relevance', limit: 24 }, { isAdmin: false });
    const { user, system } = process.cpuUsage(at);
    durations.push((user + system) / 1000);
  }
  collectGarbage();
  const compiledHeapMb = (heldBytes() - heapBefore) / 1024 / 1024;
  const firstMs = durations[0] ?? 0;
  const totalMs = durations.reduce((sum, duration) => sum + duration, 0);
  durations.sort((a, b) => a - b);
  return {
    queries: durations.length,
    meanMs: totalMs / durations.length,
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    firstMs,
    compiledHeapMb,
    loadMs,
  };
}
