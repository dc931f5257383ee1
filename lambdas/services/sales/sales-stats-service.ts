import type { SalesStats } from '../../contracts/sales';
import { getSellerRecord } from '../../repositories/user-repository';
import type { Caller } from '../shared/caller';
import { periodOf, type Period } from './period';
import { counterFigures } from './sales-figures';
import {
  RECENT_ORDERS_LIMIT,
  recentSale,
  salesCsv,
  salesOfPeriod,
  sellerSalesOfPeriod,
} from './sales-listing';
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
 * GET /api/seller/stats: the caller's own sales only, never buyers' e-mails nor user counts;
 * every read bounded by what it shows (their months, their top products, their newest sale
 * rows), never by how many products they own. A caller without an active seller record (an
 * admin, a deactivated seller) gets empty figures: the admin's are on /api/admin/stats.
 */
export async function sellerStats(caller: Caller, query: StatsQuery): Promise<SalesStats> {
  const now = new Date();
  const period = periodOf(query, now);
  const seller = await getSellerRecord(caller.userId);
  const sellerId = seller?.active ? seller.id : undefined;
  const [figures, recent] = await Promise.all([
    counterFigures(now, sellerId ? { sellerId } : {}),
    sellerId ? sellerSalesOfPeriod(sellerId, period, RECENT_ORDERS_LIMIT) : Promise.resolve([]),
  ]);
  return { ...figures, recent_sales: recent };
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
