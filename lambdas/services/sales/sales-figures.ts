import type { MonthlyRevenue, ProductSales, SalesStats } from '../../contracts/sales';
import { getProductsByIds } from '../../repositories/product-repository';
import {
  listSellerMonths,
  listTopProducts,
  readProductTotals,
  type FigureSums,
} from '../../repositories/sales-figure-repository';
import { listMonthlySales } from '../../repositories/stats-repository';

const MONTHS_SHOWN = 12;

/** The admin's product table: the best sellers by revenue, so it stays bounded at any size. */
export const TOP_PRODUCTS_SHOWN = 100;

/** `yyyy-mm` of the month `offset` months before `now` (UTC). */
function monthBefore(now: Date, offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
  return date.toISOString().slice(0, 7);
}

export type CounterFigures = Omit<SalesStats, 'recent_sales' | 'total_users' | 'month_users'>;

/** Whose figures: the seller's id (their months) and their products (their product table). */
export interface SellerScope {
  sellerId?: string;
  productIds: ReadonlySet<string>;
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

/** A seller's: their months shown, and their products' all-time figures. */
async function sellerFigures(now: Date, scope: SellerScope): Promise<Figures> {
  const [byMonth, products] = await Promise.all([
    scope.sellerId
      ? listSellerMonths(scope.sellerId, monthBefore(now, MONTHS_SHOWN - 1))
      : Promise.resolve(new Map<string, FigureSums>()),
    readProductTotals([...scope.productIds]),
  ]);
  const all = { units: 0, revenueCents: 0, claims: 0 };
  for (const sums of products.values()) {
    all.units += sums.units;
    all.revenueCents += sums.revenueCents;
    all.claims += sums.claims;
  }
  return { all, byMonth, products };
}

/**
 * The counter-based figures (all-time, this month, last 12 months, per product), of the shop or
 * of one seller. Sales count = paid live items (one per product of an order). Every read is
 * bounded by the months shown, the seller's products or the top products, never by history or
 * the catalogue's size.
 */
export async function counterFigures(now: Date, seller?: SellerScope): Promise<CounterFigures> {
  const figures = seller ? await sellerFigures(now, seller) : await shopFigures();
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
