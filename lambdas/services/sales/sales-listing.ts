import type { RecentSale } from '../../contracts/sales';
import { listPaidOrders } from '../../repositories/sales-listing-repository';
import { listSellerSales } from '../../repositories/seller-sale-repository';
import { csvLine } from '../../rules/csv';
import type { Period } from './period';

/** Recent sales shown with the figures: the newest orders of the period. */
export const RECENT_ORDERS_LIMIT = 100;
/** The CSV export reads at most this many orders of the period (newest first). */
export const CSV_ORDERS_LIMIT = 1000;

interface ListingOptions {
  /** Admin only: sellers never see who bought. */
  withEmail: boolean;
}

export interface SaleRow extends RecentSale {
  session_id: string;
}

/** One row per sold product of each paid live order of the period, newest first. */
export async function salesOfPeriod(
  period: Period,
  limit: number,
  options: ListingOptions,
): Promise<SaleRow[]> {
  const { orders } = await listPaidOrders(period.from, `${period.to}T23:59:59.999Z`, limit);
  const rows: SaleRow[] = [];
  for (const order of orders) {
    for (const productId of order.product_ids) {
      rows.push({
        product_id: productId,
        product_name: order.product_names[productId] ?? productId,
        amount: (order.line_cents[productId] ?? 0) / 100,
        date: order.paid_at ?? order.created_at,
        ...(options.withEmail ? { buyer_email: order.buyer_email } : {}),
        guest: order.buyer_type === 'guest',
        session_id: order.session_id,
      });
    }
  }
  return rows;
}

/**
 * A seller's own sales of the period, newest first, at most `limit`: from their sale rows, so a
 * seller whose last sale lies behind many newer orders of others still sees it.
 */
export async function sellerSalesOfPeriod(
  sellerId: string,
  period: Period,
  limit: number,
): Promise<RecentSale[]> {
  const rows = await listSellerSales(sellerId, period.from, `${period.to}T23:59:59.999Z`, limit);
  return rows.map((row) => ({
    product_id: row.product_id,
    product_name: row.product_name,
    amount: row.amount_cents / 100,
    date: row.paid_at,
    guest: row.guest,
  }));
}

export function recentSale(row: SaleRow): RecentSale {
  const { session_id: _sessionId, ...sale } = row;
  return sale;
}

const CSV_HEADER = ['date', 'product', 'amount', 'buyer_email', 'guest', 'session_id'];

/** The period's sales as CSV (admin), cells escaped against CSV and formula injection. */
export async function salesCsv(period: Period): Promise<string> {
  const rows = await salesOfPeriod(period, CSV_ORDERS_LIMIT, { withEmail: true });
  const lines = [csvLine(CSV_HEADER)];
  for (const row of rows) {
    lines.push(
      csvLine([
        row.date,
        row.product_name,
        row.amount.toFixed(2),
        row.buyer_email ?? '',
        row.guest ? 'yes' : 'no',
        row.session_id,
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
