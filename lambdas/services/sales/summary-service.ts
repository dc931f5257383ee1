import type { AdminSummary, SellerSummaryCards } from '../../contracts/sales';
import {
  readSellerProductCount,
  readShopProductCount,
} from '../../repositories/product-counter-repository';
import { listSellerProductIds } from '../../repositories/product-repository';
import { readProductTotals } from '../../repositories/sales-figure-repository';
import { listMonthlySales } from '../../repositories/stats-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import type { Caller } from '../shared/caller';
import { userFigures } from './user-figures';

/**
 * Paid live items sold, all time: of every product (the month shards' totals), or only of
 * `productIds` (their all-time items, bounded by the seller's products).
 */
async function itemsSold(productIds?: ReadonlySet<string>): Promise<number> {
  let sold = 0;
  if (!productIds) {
    for (const month of await listMonthlySales()) sold += month.itemsSold;
    return sold;
  }
  for (const figures of (await readProductTotals([...productIds])).values()) sold += figures.units;
  return sold;
}

/** GET /api/admin/summary: the admin's Products, Users and Sales cards. */
export async function adminSummary(now = new Date()): Promise<AdminSummary> {
  const [products, users, sales] = await Promise.all([
    readShopProductCount(),
    userFigures(now),
    itemsSold(),
  ]);
  return { products, users: users.total_users, sales };
}

/**
 * GET /api/seller/summary: the seller's active products and their products' sales. Without an
 * active seller record (an admin, a deactivated seller) both are 0.
 */
export async function sellerSummary(caller: Pick<Caller, 'userId'>): Promise<SellerSummaryCards> {
  const seller = await getSellerRecord(caller.userId);
  if (!seller?.active) return { products: 0, sales: 0 };
  const [products, productIds] = await Promise.all([
    readSellerProductCount(seller.id),
    listSellerProductIds(seller.id),
  ]);
  return { products, sales: await itemsSold(new Set(productIds)) };
}
