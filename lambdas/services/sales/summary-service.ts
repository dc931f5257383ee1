import type { AdminSummary, SellerSummaryCards } from '../../contracts/sales';
import {
  readSellerProductCount,
  readShopProductCount,
} from '../../repositories/product-counter-repository';
import { listSellerMonths } from '../../repositories/sales-figure-repository';
import { listMonthlySales } from '../../repositories/stats-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import type { Caller } from '../shared/caller';
import { userFigures } from './user-figures';

/**
 * Paid live items sold, all time: of the shop (its month shards) or of one seller (their month
 * items); either one Query bounded by the months of history, not by the products.
 */
async function itemsSold(sellerId?: string): Promise<number> {
  let sold = 0;
  if (!sellerId) {
    for (const month of await listMonthlySales()) sold += month.itemsSold;
    return sold;
  }
  for (const month of (await listSellerMonths(sellerId)).values()) sold += month.units;
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
 * GET /api/seller/summary: the seller's active products (their counter) and their sales (their
 * month items). Without an active seller record (an admin, a deactivated seller) both are 0.
 */
export async function sellerSummary(caller: Pick<Caller, 'userId'>): Promise<SellerSummaryCards> {
  const seller = await getSellerRecord(caller.userId);
  if (!seller?.active) return { products: 0, sales: 0 };
  const [products, sales] = await Promise.all([
    readSellerProductCount(seller.id),
    itemsSold(seller.id),
  ]);
  return { products, sales };
}
