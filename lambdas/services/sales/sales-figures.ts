import type { MonthlyRevenue, ProductSales, SalesStats } from '../../contracts/sales';
import { getProductsByIds } from '../../repositories/product-repository';
import { listSellerMonths, type FigureSums } from '../../repositories/sales-figure-repository';
import { listSellerTopProducts, listTopProducts } from '../../repositories/sales-rank-repository';
import { listMonthlySales } from '../../repositories/stats-repository';

const MONTHS_SHOWN = 12;

/**
 * The product table (the admin's and a seller's): the best sellers by all-time revenue, so it
 * stays bounded however many products the shop or the seller has.
 */
export const TOP_PRODUCTS_SHOWN = 100;

/** `yyyy-mm` of the month `offset` months before `now` (UTC). */
function monthBefore(now: Date, offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
  return date.toISOString().slice(0, 7);
}

export type CounterFigures = Omit<SalesStats, 'recent_sales' | 'total_users' | 'month_users'>;

/** Whose figures: the seller's id (their months and their ranking); none gives empty figures. */
export interface SellerScope {
  sellerId?: string;
}

interface Figures {
  all: FigureSums;
  byMonth: Map<string, FigureSums>;
  products: Map<string, FigureSums>;
}

/** The shop's: totals from the month shards, products from the top-products ranking. */
async function shopFigures(): Promise<Figures> {
  const [months, products] = await Promise.all([
    listMonthlySales(),
    listTopProducts(TOP_PRODUCTS_SHOWN),
  ]);
  const all = { units: 0, revenueCents: 0, claims: 0 };
  const byMonth = new Map<string, FigureSums>();
  for (const month of months) {
    all.units += month.itemsSold;
    all.revenueCents += month.revenueCents;
    all.claims += month.freeClaims;
    byMonth.set(month.yearMonth, {
      units: month.itemsSold,
      revenueCents: month.revenueCents,
      claims: month.freeClaims,
    });
  }
  return { all, byMonth, products };
}

/**
 * A seller's: every month of theirs (all time is their sum, as the shop's is of its shards: one
 * Query bounded by the months of history), and their top products by revenue.
 */
async function sellerFigures(sellerId: string | undefined): Promise<Figures> {
  const none = {
    all: { units: 0, revenueCents: 0, claims: 0 },
    byMonth: new Map(),
    products: new Map(),
  };
  if (!sellerId) return none;
  const [byMonth, products] = await Promise.all([
    listSellerMonths(sellerId),
    listSellerTopProducts(sellerId, TOP_PRODUCTS_SHOWN),
  ]);
  const all = { units: 0, revenueCents: 0, claims: 0 };
  for (const sums of byMonth.values()) {
    all.units += sums.units;
    all.revenueCents += sums.revenueCents;
    all.claims += sums.claims;
  }
  return { all, byMonth, products };
}

/**
 * The counter-based figures (all-time, this month, last 12 months, per product), of the shop or
 * of one seller. Sales count = paid live items (one per product of an order). Every read is
 * bounded by the months of history and the top products, never by the catalogue's size nor by
 * how many products a seller owns.
 */
export async function counterFigures(now: Date, seller?: SellerScope): Promise<CounterFigures> {
  const figures = seller ? await sellerFigures(seller.sellerId) : await shopFigures();
  const none = { units: 0, revenueCents: 0, claims: 0 };
  const thisMonth = figures.byMonth.get(monthBefore(now, 0)) ?? none;
  const revenueByMonth: MonthlyRevenue[] = [];
  for (let offset = MONTHS_SHOWN - 1; offset >= 0; offset -= 1) {
    const yearMonth = monthBefore(now, offset);
    const month = figures.byMonth.get(yearMonth) ?? none;
    revenueByMonth.push({
      month: yearMonth,
      revenue: month.revenueCents / 100,
      sales: month.units,
      claims: month.claims,
    });
  }
  const names = new Map(
    (await getProductsByIds([...figures.products.keys()])).map((product) => [
      product.id,
      product.name,
    ]),
  );
  const products: ProductSales[] = [...figures.products.entries()]
    .map(([productId, sum]) => ({
      product_id: productId,
      product_name: names.get(productId) ?? productId,
      units: sum.units,
      revenue: sum.revenueCents / 100,
      claims: sum.claims,
    }))
    .sort((a, b) => b.revenue - a.revenue || a.product_name.localeCompare(b.product_name));
  return {
    total_revenue: figures.all.revenueCents / 100,
    month_revenue: thisMonth.revenueCents / 100,
    sales_count: figures.all.units,
    month_sales_count: thisMonth.units,
    free_claims: figures.all.claims,
    month_free_claims: thisMonth.claims,
    revenue_by_month: revenueByMonth,
    products,
  };
}
