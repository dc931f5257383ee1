import { BUNDLE_BUDGET_BYTES } from '../../lib/bundling/bundle-budget';

/**
 * Every target `npm run bench` checks; a missed one makes the run fail. Speed belongs here,
 * never in timed tests.
 */
export const TARGETS = {
  /**
   * Gzip bytes of every script `/` and `/product/{id}` fetch before they settle (Chromium,
   * loaded-scripts.ts); the build manifest's static imports must fit too.
   */
  firstLoadGzipBytes: 100 * 1024,
  /** Gzip bytes of any one route's own chunk. */
  routeChunkGzipBytes: 60 * 1024,
  /** Median of BENCH_LIGHTHOUSE_RUNS runs (scores move with the load on shared cores). */
  lighthouseMobile: 95,
  lighthouseDesktop: 100,
  /** Largest contentful paint on Lighthouse's simulated phone, median run. */
  lcpMobileMs: 2000,
  /** In every run: what prints as 0.000. */
  cumulativeLayoutShift: 0.0005,
  /** Minified Lambda bundles, every one (lib/bundling/bundle-budget.ts). */
  lambdaBundleBytes: BUNDLE_BUDGET_BYTES,
  /**
   * DynamoDB requests of one product page, all sent at once: the partition's two Queries
   * (around its notify-me list), one BatchGetItem of related products, the rating aggregate's
   * GetItem and, for a seller's product, the storefront's.
   */
  productPageRequests: 5,
  /**
   * Under 50 concurrent clients a route keeps at least this share of the throughput of the
   * same raw DynamoDB Local reads: what our layers (middy, validation, mapping) may cost. Absolute
   * latencies depend on DynamoDB Local (a JVM) and the machine's load, so they are printed only.
   */
  apiThroughputShareOfRaw: 0.6,
  /**
   * A route's p99 at most this multiple of the p99 of the same raw reads beside it (median over
   * the rounds): the tail our layers add.
   */
  apiP99OverRaw: 3,
  apiErrors: 0,
  heapGrowthMb: 64,
  /**
   * p99 of the secret scan, and of the cleaning, of a generated 2 MB n8n workflow
   * (automation-safety.ts): an upload's check must stay well under a second.
   */
  automationScanP99Ms: 500,
  automationCleanP99Ms: 250,
  /** Reading the largest accepted automation file (2 MB, 2,000 steps): well under a second. */
  automationReadP99Ms: 500,
  /** Its manifest, stored on the file's DynamoDB item (400 KB item limit, shared). */
  automationManifestBytes: 50 * 1024,
  /** The reader with its n8n catalogue, minified: a share of a Lambda's 300 KB budget. */
  automationReaderBundleBytes: 120 * 1024,
  /**
   * The search index at 50,000 products (search-scale.ts), in memory: a search's p99 (text,
   * filters, order, facets over every match) stays a small share of a request; the snapshot's
   * load is the search function's cold start beyond its download; its heap must leave room in
   * the function's 1,536 MB (lib/constructs/api-routes.ts GROUP_MEMORY_MB).
   */
  searchP99Ms: 250,
  /**
   * CPU per search (main thread), p99 over 1,000 distinct queries of the scale bench's catalogue
   * (search-cpu.ts): a container serves one request at a time, so this is what one waits behind.
   */
  searchCpuP99Ms: 5,
  searchLoadMs: 3000,
  searchHeapMb: 400,
  /**
   * A first page of the back office's product list (admin or seller), a seller's statistics
   * and the admin's page of a seller's products at BENCH_SCALE products: each reads a bounded
   * number of items, so this holds at 50,000 as at 500.
   */
  scaleListPageMs: 500,
  /**
   * At BENCH_SCALE products, as at 500 (scale.ts): the first catalogue page's JSON (a page of
   * cards and the facet counts, whatever the catalogue's size), and the p99 of the first page,
   * a filtered page and a search over the p99 of one raw listing-page Query beside them.
   */
  scaleFirstPageBytes: 50 * 1024,
  scaleP99OverRawQuery: 3,
  /** The home page's scripts at N products against at 500: the same build, so no growth. */
  scaleHomeJsSlackBytes: 512,
} as const;

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** How a report section records a target's result (run.ts collects them). */
export type RecordCheck = (name: string, ok: boolean, detail: string) => void;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
