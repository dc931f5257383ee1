import type { SalesStats } from '../../contracts/sales';
import { listSellerProductIds } from '../../repositories/product-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import type { Caller } from '../shared/caller';
import { periodOf, type Period } from './period';
import { counterFigures } from './sales-figures';
import { RECENT_ORDERS_LIMIT, recentSale, salesCsv, salesOfPeriod } from './sales-listing';
import { userFigures } from './user-figures';

type StatsQuery = { from?: string; to?: string };

/** GET /api/admin/stats: every live sale, recent sales with the buyer's e-mail. */
export async function adminStats(query: StatsQuery): Promise<SalesStats> {
  const now = new Date();
  const period = periodOf(query, now);
  const [figures, users, rows] = await Promise.all([
    counterFigures(now),
    userFigures(now),
    salesOfPeriod(period, RECENT_ORDERS_LIMIT, { withEmail: true }),
  ]);
  return { ...figures, ...users, recent_sales: rows.map(recentSale) };
}

/**
 * GET /api/seller/stats: the caller's own products only, never buyers' e-mails nor user
 * counts. A caller without an active seller record (an admin, a deactivated seller) gets
 * empty figures: the admin's overall figures are on /api/admin/stats.
 */
export async function sellerStats(caller: Caller, query: StatsQuery): Promise<SalesStats> {
  const now = new Date();
  const period = periodOf(query, now);
  const seller = await getSellerRecord(caller.userId);
  const productIds = new Set(seller?.active ? await listSellerProductIds(seller.id) : []);
  const [figures, rows] = await Promise.all([
    counterFigures(now, { ...(seller?.active ? { sellerId: seller.id } : {}), productIds }),
    salesOfPeriod(period, RECENT_ORDERS_LIMIT, { withEmail: false, productIds }),
  ]);
  return { ...figures, recent_sales: rows.map(recentSale) };
}

export interface SalesCsvFile {
  filename: string;
  csv: string;
}

/** GET /api/admin/sales.csv */
export async function adminSalesCsv(query: StatsQuery): Promise<SalesCsvFile> {
  const period: Period = periodOf(query, new Date());
  return { filename: `sales-${period.from}-${period.to}.csv`, csv: await salesCsv(period) };
}
