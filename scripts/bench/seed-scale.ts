/**
 * Writes N realistic products (scale-products.ts) into DynamoDB with BatchWriteItem, every item
 * built by productBundleItems, as the shop itself would write it, with what publishing adds to
 * a listed product: its catalogue listing items and browse state, built by the same builders as
 * `syncCatalogueListing` (so a later sync of a seeded product finds nothing to change), and
 * exact facet counters (seed-facets.ts). Used by `npm run bench` with
 * BENCH_SCALE=N (its own DynamoDB Local), or on its own against `npm start`'s stack:
 *
 *   BENCH_SCALE=50000 node scripts/bootstrap.mjs scripts/bench/seed-scale.ts
 *
 * Products are `scale-000000`... (re-running overwrites the same items); half go to the seller
 * records in the table (the demo sellers), round-robin, so their lists grow too.
 */
import { ENV } from '../../lambdas/infra/config';
import { listSellerRecords } from '../../lambdas/repositories/back-office-repository';
import {
  BATCH_WRITE_LIMIT,
  batchWriteChunk,
  type WriteRequest,
} from '../../lambdas/repositories/batch-write';
import {
  browseEntries,
  type CounterEntry,
  publishedApps,
} from '../../lambdas/repositories/catalogue-browse/browse-entries';
import {
  browseFingerprint,
  browseStateItem,
} from '../../lambdas/repositories/catalogue-browse/sync';
import { productBundleItems, type ProductBundle } from '../../lambdas/repositories/product-items';
import { initialiseProductCounters } from '../../lambdas/repositories/product-counter-repository';
import { DEFAULT_PORTS, LOCAL_NAMES } from '../local/stack';
import { writeExactFacetCounts } from './seed-facets';
import { scaleProduct } from './scale-products';

export interface ScaleSeedResult {
  products: number;
  items: number;
  /** Of those, the catalogue's listing items and browse states. */
  browseItems: number;
  ms: number;
}

/**
 * The listing items and browse state a sync would write for a new product (seeded products
 * have no orders: popularity 0), and the facet counters it would add to.
 */
export function scaleBrowseItems(bundle: ProductBundle): {
  items: Record<string, unknown>[];
  counters: CounterEntry[];
} {
  const wanted = browseEntries(
    bundle.product,
    publishedApps([...bundle.versions], [...bundle.files]),
    0,
  );
  if (wanted.listings.length === 0) return { items: [], counters: [] };
  return {
    items: [
      ...wanted.listings.map((listing) => ({ ...listing })),
      browseStateItem(bundle.product.id, undefined, wanted, browseFingerprint(wanted)),
    ],
    counters: wanted.counters,
  };
}

/** BatchWriteItem requests in flight at once: enough to keep DynamoDB Local's threads busy. */
const CONCURRENT_BATCHES = 8;
/** Products built at a time, so 50,000 never sit in memory as items all at once. */
const PRODUCTS_PER_ROUND = 1_000;

export async function seedScale(
  count: number,
  options: {
    sellerIds?: readonly string[];
    onProgress?: (done: number) => void;
    /** false: products only, without the shop's catalogue listings (tests of other readers). */
    catalogue?: boolean;
  } = {},
): Promise<ScaleSeedResult> {
  const started = performance.now();
  let items = 0;
  let browseItems = 0;
  const named = new Map<string, CounterEntry>();
  for (let first = 0; first < count; first += PRODUCTS_PER_ROUND) {
    const requests: WriteRequest[] = [];
    for (let index = first; index < Math.min(count, first + PRODUCTS_PER_ROUND); index += 1) {
      const bundle = scaleProduct(index, options.sellerIds);
      const browse =
        options.catalogue === false ? { items: [], counters: [] } : scaleBrowseItems(bundle);
      browseItems += browse.items.length;
      for (const counter of browse.counters) named.set(counter.SK, counter);
      for (const item of [...productBundleItems(bundle), ...browse.items]) {
        requests.push({ PutRequest: { Item: item } });
      }
    }
    items += requests.length;
    const batches: WriteRequest[][] = [];
    for (let start = 0; start < requests.length; start += BATCH_WRITE_LIMIT) {
      batches.push(requests.slice(start, start + BATCH_WRITE_LIMIT));
    }
    // A few workers take batches off one queue: bounded concurrency, no idle gaps.
    await Promise.all(
      Array.from({ length: CONCURRENT_BATCHES }, async () => {
        for (let batch = batches.shift(); batch; batch = batches.shift()) {
          await batchWriteChunk(batch, 10);
        }
      }),
    );
    options.onProgress?.(Math.min(count, first + PRODUCTS_PER_ROUND));
  }
  // Written beside the counters' transactions: they are counted again from the listings.
  await initialiseProductCounters(new Date(), { recount: true });
  await writeExactFacetCounts(named);
  return { products: count, items, browseItems, ms: performance.now() - started };
}

/** How many products BENCH_SCALE asks for; undefined when unset. */
export function requestedScale(value = process.env.BENCH_SCALE): number | undefined {
  if (!value) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error(
      `BENCH_SCALE must be a whole number of products (1 to 1,000,000), not ${value}`,
    );
  }
  return count;
}

async function main(): Promise<void> {
  const count = requestedScale() ?? 500;
  // npm start's stack unless the environment names another (its default ports and table).
  process.env[ENV.dynamodbEndpoint] ??= `http://127.0.0.1:${DEFAULT_PORTS.dynamodb}`;
  process.env[ENV.tableName] ??= LOCAL_NAMES.tableName;
  process.env[ENV.region] ??= LOCAL_NAMES.region;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  for (const name of [ENV.filesBucket, ENV.userPoolId, ENV.userPoolClientId, ENV.siteUrl]) {
    process.env[name] ??= 'unused';
  }
  const sellerIds = (await listSellerRecords()).map((seller) => seller.id);
  const result = await seedScale(count, {
    sellerIds,
    onProgress: (done) => process.stdout.write(`\r${done} of ${count} products`),
  });
  const shared = sellerIds.length
    ? `half of them shared among ${sellerIds.length} sellers`
    : 'no seller records, so all of them the shop’s';
  console.log(
    `\nWrote ${result.products} products (${result.items} items, ${result.browseItems} of them catalogue listings and states) in ${(result.ms / 1000).toFixed(1)} s, ${shared}.`,
  );
}

// Run as a script (not imported by the bench or a test).
if (/seed-scale\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
