/**
 * The back office's lists and the sitemap at a size (scale-size.ts measures them after the
 * catalogue): each must read a bounded number of items, however many products there are.
 */
import { listProductsPage } from '../../lambdas/repositories/managed-product-repository';
import { newestSellerProducts } from '../../lambdas/repositories/seller-product-listing';
import { SELLER_PRODUCTS_SHOWN } from '../../lambdas/services/admin/user-views';
import { periodOf } from '../../lambdas/services/sales/period';
import { counterFigures } from '../../lambdas/services/sales/sales-figures';
import {
  RECENT_ORDERS_LIMIT,
  sellerSalesOfPeriod,
} from '../../lambdas/services/sales/sales-listing';
import { generateSitemap } from '../../lambdas/services/sitemap/sitemap-service';

/** Sellers the seeded products are shared among (half the products, round-robin). */
export const BENCH_SELLERS = ['bench-seller-1', 'bench-seller-2', 'bench-seller-3'] as const;

export interface Timed {
  name: string;
  p50Ms: number;
  maxMs: number;
  detail: string;
  /** Held to the back-office page target (scale.ts), as a first page is. */
  bounded?: boolean;
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

export async function measureLists(): Promise<Timed[]> {
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
  // A seller owning a sixth of the catalogue: what their statistics and the admin's page of
  // them read must not grow with it (their months, top products, newest sales and products).
  const sellerId = BENCH_SELLERS[0];
  const now = new Date();
  const stats = await timed(
    'seller stats (figures, recent sales)',
    5,
    () =>
      Promise.all([
        counterFigures(now, { sellerId }),
        sellerSalesOfPeriod(sellerId, periodOf({}, now), RECENT_ORDERS_LIMIT),
      ]),
    ([figures, recent]) => `${figures.products.length} products, ${recent.length} recent sales`,
  );
  timings.push({ ...stats, bounded: true });
  const sellerPage = await timed(
    "admin's user page, seller products",
    5,
    () => newestSellerProducts(sellerId, SELLER_PRODUCTS_SHOWN),
    (answer) => `${answer.products.length} products${answer.truncated ? ', more' : ''}`,
  );
  timings.push({ ...sellerPage, bounded: true });
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
  return timings;
}
