/**
 * `BENCH_SCALE=N npm run bench`: N products (seed-scale.ts) in a DynamoDB Local of its own,
 * then the lists that must hold at that size, timed: the back office's product pages (admin,
 * seller, a name search, a search nothing matches), the sitemap's full pass, and one catalogue
 * request as it is today. Figures are printed; DynamoDB Local's speed is not AWS's, so compare
 * runs at 500 and 50,000 rather than reading the milliseconds as production's.
 */
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { listProductsPage } from '../../lambdas/repositories/managed-product-repository';
import { generateSitemap } from '../../lambdas/services/sitemap/sitemap-service';
import { withBenchTable } from './bench-table';
import { seedScale, type ScaleSeedResult } from './seed-scale';
import { TARGETS } from './targets';

/** Sellers the seeded products are shared among (half the products, round-robin). */
export const BENCH_SELLERS = ['bench-seller-1', 'bench-seller-2', 'bench-seller-3'] as const;

export interface Timed {
  name: string;
  p50Ms: number;
  maxMs: number;
  detail: string;
}

export interface ScaleReport {
  seed: ScaleSeedResult;
  timings: Timed[];
}

async function timed<T>(
  name: string,
  runs: number,
  run: () => Promise<T>,
  describe: (value: T) => string,
): Promise<Timed> {
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    last = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    p50Ms: times[Math.floor(times.length / 2)] ?? 0,
    maxMs: times.at(-1) ?? 0,
    detail: describe(last as T),
  };
}

const LIMIT = 24;

async function tenthPage(): Promise<number> {
  let cursor: string | undefined;
  let read = 0;
  for (let page = 0; page < 10; page += 1) {
    const answer = await listProductsPage({ cursor, cursorScope: 'bench', limit: LIMIT });
    if (answer === 'bad-cursor') throw new Error('The bench cursor was refused');
    read += answer.products.length;
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return read;
}

const listed = (answer: Awaited<ReturnType<typeof listProductsPage>>) =>
  answer === 'bad-cursor'
    ? 'bad cursor'
    : `${answer.products.length} products${answer.nextCursor ? ', more' : ''}`;

export async function measureScale(count: number): Promise<ScaleReport> {
  const seed = await seedScale(count, { sellerIds: BENCH_SELLERS });
  const timings: Timed[] = [];
  const page = (search?: string, sellerId?: string) => () =>
    listProductsPage({ cursorScope: 'bench', limit: LIMIT, search, sellerId });
  timings.push(await timed('admin products, first page', 5, page(), listed));
  timings.push(await timed('admin products, pages 1-10', 3, tenthPage, (n) => `${n} products`));
  timings.push(await timed('admin search "zendesk"', 5, page('zendesk'), listed));
  timings.push(await timed('admin search, no match', 5, page('no-such-name'), listed));
  timings.push(
    await timed('seller products, first page', 5, page(undefined, BENCH_SELLERS[0]), listed),
  );
  let bytes = 0;
  timings.push(
    await timed(
      'sitemap, full pass (no upload)',
      1,
      () =>
        generateSitemap({
          write: async (_key, body) => {
            bytes += Buffer.byteLength(body);
          },
        }),
      (result) =>
        `${result.products} products, ${result.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    ),
  );
  timings.push(
    await timed(
      'GET /api/products (one request)',
      1,
      () =>
        catalogue(
          {
            version: '2.0',
            routeKey: 'GET /api/products',
            rawPath: '/api/products',
            rawQueryString: '',
            headers: {},
            isBase64Encoded: false,
            requestContext: {
              requestId: 'bench-scale',
              http: { method: 'GET', path: '/api/products', sourceIp: '127.0.0.1' },
            },
          } as never,
          {} as never,
        ) as Promise<{ statusCode?: number; body?: string }>,
      (result) =>
        `status ${result.statusCode}, ${((result.body?.length ?? 0) / 1024).toFixed(0)} KB`,
    ),
  );
  return { seed, timings };
}

/** Seeds `count` products into a table of its own, prints the figures, checks the targets. */
export async function reportScale(
  count: number,
  check: (name: string, ok: boolean, detail: string) => void,
): Promise<void> {
  const { seed, timings } = await withBenchTable(() => measureScale(count));
  const perSecond = seed.items / (seed.ms / 1000);
  console.log(
    `\nAt ${count} products (DynamoDB Local): seeded ${seed.items} items in ${(seed.ms / 1000).toFixed(1)} s (${perSecond.toFixed(0)} items/s, BatchWriteItem)`,
  );
  for (const timing of timings) {
    console.log(
      `  ${timing.name.padEnd(34)} p50 ${timing.p50Ms.toFixed(0).padStart(7)} ms   max ${timing.maxMs.toFixed(0).padStart(7)} ms   ${timing.detail}`,
    );
  }
  // What must not grow with the catalogue: a back-office page reads a bounded number of items.
  for (const timing of timings.filter((entry) => entry.name.includes('first page'))) {
    check(
      `${timing.name} at ${count}`,
      timing.p50Ms <= TARGETS.scaleListPageMs,
      `${timing.p50Ms.toFixed(0)} ms (target ${TARGETS.scaleListPageMs} ms)`,
    );
  }
}
