import type { RecentSale } from '../../contracts/sales';
import { listPaidOrders } from '../../repositories/sales-listing-repository';
import { csvLine } from '../../rules/csv';
import type { Period } from './period';

/** Recent sales shown with the figures: the newest orders of the period. */
export const RECENT_ORDERS_LIMIT = 100;
/** The CSV export reads at most this many orders of the period (newest first). */
export const CSV_ORDERS_LIMIT = 1000;

interface ListingOptions {
  /** Only these products (a seller's); all when undefined. */
  productIds?: ReadonlySet<string>;
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
      if (options.productIds && !options.productIds.has(productId)) continue;
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
