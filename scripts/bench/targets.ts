import { BUNDLE_BUDGET_BYTES } from '../../lib/bundling/bundle-budget';

/**
 * Every target `npm run bench` checks; a missed one makes the run fail. Speed belongs here,
 * never in timed tests.
 */
export const TARGETS = {
  /** Gzip bytes of the scripts `/` and `/product/{id}` need before they render. */
  firstLoadGzipBytes: 120 * 1024,
  /** Gzip bytes of any one route's own chunk. */
  routeChunkGzipBytes: 60 * 1024,
  lighthouseMobile: 90,
  lighthouseDesktop: 98,
  cumulativeLayoutShift: 0.02,
  /** Minified Lambda bundles, every one (lib/bundling/bundle-budget.ts). */
  lambdaBundleBytes: BUNDLE_BUDGET_BYTES,
  /** DynamoDB requests of one product page: the partition Query and one BatchGetItem. */
  productPageRequests: 2,
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
} as const;

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
