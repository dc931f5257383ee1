import type { MonthlyRevenue, ProductSales, SalesStats } from '../../contracts/sales';
import { getProductsByIds } from '../../repositories/product-repository';
import { listMonthlySales, type MonthSales } from '../../repositories/stats-repository';

const MONTHS_SHOWN = 12;

/** `yyyy-mm` of the month `offset` months before `now` (UTC). */
function monthBefore(now: Date, offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
  return date.toISOString().slice(0, 7);
}

/** One month's figures restricted to some products (all when `productIds` is undefined). */
function monthFigures(month: MonthSales, productIds?: ReadonlySet<string>) {
  if (!productIds) {
    return { revenueCents: month.revenueCents, sales: month.itemsSold, claims: month.freeClaims };
  }
  let revenueCents = 0;
  let sales = 0;
  let claims = 0;
  for (const [productId, figures] of Object.entries(month.products)) {
    if (!productIds.has(productId)) continue;
    revenueCents += figures.revenueCents;
    sales += figures.units;
    claims += figures.claims;
  }
  return { revenueCents, sales, claims };
}

export type CounterFigures = Omit<SalesStats, 'recent_sales' | 'total_users' | 'month_users'>;

/**
 * The counter-based figures (all-time, this month, last 12 months, per product), for every
 * product or only `productIds` (a seller's). Sales count = paid live items (one per product
 * of an order), as the per-product table counts them; free claims are counted beside them.
 */
export async function counterFigures(
  now: Date,
  productIds?: ReadonlySet<string>,
): Promise<CounterFigures> {
  const months = await listMonthlySales();
  const byMonth = new Map(months.map((month) => [month.yearMonth, month]));
  let totalCents = 0;
  let totalSales = 0;
  let totalClaims = 0;
  const perProduct = new Map<string, { units: number; revenueCents: number; claims: number }>();
  for (const month of months) {
    const figures = monthFigures(month, productIds);
    totalCents += figures.revenueCents;
    totalSales += figures.sales;
    totalClaims += figures.claims;
    for (const [productId, product] of Object.entries(month.products)) {
      if (productIds && !productIds.has(productId)) continue;
      const sum = perProduct.get(productId) ?? { units: 0, revenueCents: 0, claims: 0 };
      sum.units += product.units;
      sum.revenueCents += product.revenueCents;
      sum.claims += product.claims;
      perProduct.set(productId, sum);
    }
  }
  const current = byMonth.get(monthBefore(now, 0));
  const none = { revenueCents: 0, sales: 0, claims: 0 };
  const thisMonth = current ? monthFigures(current, productIds) : none;
  const revenueByMonth: MonthlyRevenue[] = [];
  for (let offset = MONTHS_SHOWN - 1; offset >= 0; offset -= 1) {
    const yearMonth = monthBefore(now, offset);
    const month = byMonth.get(yearMonth);
    const figures = month ? monthFigures(month, productIds) : none;
    revenueByMonth.push({
      month: yearMonth,
      revenue: figures.revenueCents / 100,
      sales: figures.sales,
      claims: figures.claims,
    });
  }
  const names = new Map(
    (await getProductsByIds([...perProduct.keys()])).map((product) => [product.id, product.name]),
  );
  const products: ProductSales[] = [...perProduct.entries()]
    .map(([productId, sum]) => ({
      product_id: productId,
      product_name: names.get(productId) ?? productId,
      units: sum.units,
      revenue: sum.revenueCents / 100,
      claims: sum.claims,
    }))
    .sort((a, b) => b.revenue - a.revenue || a.product_name.localeCompare(b.product_name));
  return {
    total_revenue: totalCents / 100,
    month_revenue: thisMonth.revenueCents / 100,
    sales_count: totalSales,
    month_sales_count: thisMonth.sales,
    free_claims: totalClaims,
    month_free_claims: thisMonth.claims,
    revenue_by_month: revenueByMonth,
    products,
  };
}
