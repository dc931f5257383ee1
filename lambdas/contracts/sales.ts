import { z } from 'zod';

/**
 * Sales statistics and the summary cards (the `sales` group): read-only figures for the admin
 * (the whole shop) and for a seller (only their own products, never a buyer's e-mail).
 */

/** `YYYY-MM-DD`, inclusive, UTC. */
const day = z.iso.date('Use the date format YYYY-MM-DD');

/** The admin's summary cards: products not retired, shop users (spec rule), paid live sales. */
export interface AdminSummary {
  products: number;
  users: number;
  sales: number;
}

/** The seller's summary cards: their active products and their products' paid live sales. */
export interface SellerSummaryCards {
  products: number;
  sales: number;
}

export const statsQuery = z.object({
  /** Recent sales and the CSV cover this period; default: the last 30 days. */
  from: day.optional(),
  to: day.optional(),
});

export interface MonthlyRevenue {
  /** `yyyy-mm` */
  month: string;
  revenue: number;
  sales: number;
  /** Free claims that month (live): neither sales nor revenue. */
  claims: number;
}

export interface ProductSales {
  product_id: string;
  product_name: string;
  units: number;
  revenue: number;
  /** Free claims (live): not in units or revenue. */
  claims: number;
}

export interface RecentSale {
  product_id: string;
  product_name: string;
  amount: number;
  date: string;
  /** Admin only; never in the seller's answer. */
  buyer_email?: string;
  /** Guest checkout (no account). */
  guest: boolean;
}

export interface SalesStats {
  total_revenue: number;
  month_revenue: number;
  /** Number of sales (paid live purchases; test users never count). */
  sales_count: number;
  month_sales_count: number;
  /** Free products claimed (live; test users never count): apart from sales and revenue. */
  free_claims: number;
  month_free_claims: number;
  /** Admin only (spec: all profiles minus admins minus test users). */
  total_users?: number;
  month_users?: number;
  /** The last 12 months, oldest first, months without sales included. */
  revenue_by_month: MonthlyRevenue[];
  products: ProductSales[];
  recent_sales: RecentSale[];
}
