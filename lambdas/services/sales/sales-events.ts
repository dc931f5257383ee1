import { getOrder, type Order } from '../../repositories/order-repository';
import {
  applySalesEvent,
  type SalesEvent,
  type SalesLine,
} from '../../repositories/sales-figure-repository';
import type { PageKey } from '../../repositories/page-cursor';
import { pagePaidOrders } from '../../repositories/sales-listing-repository';
import { yearMonthOf } from '../../rules/checkout';

function lineOf(order: Order, productId: string): SalesLine {
  const sellerId = order.seller_ids?.[productId];
  return {
    productId,
    cents: order.line_cents[productId] ?? 0,
    name: order.product_names?.[productId] ?? productId,
    ...(sellerId ? { sellerId } : {}),
  };
}

/**
 * The sales and refunds an order stands for in the per-product and per-seller figures, as the
 * month shards count them: live paid orders only, each granted product once in the month it was
 * paid, each later refund taking its products back out of that month. The sale's lines are the
 * products granted at payment (those still owned plus those refunded since), so the sale is the
 * same event whenever it is read, before or after its refunds. Each event carries the order's
 * session, payment time and guest flag for the sellers' sale rows (their recent sales).
 */
export function salesEventsOf(order: Order): SalesEvent[] {
  // A free claim counts as a claim when it is recorded (claimsCounterUpdates), never as a sale.
  if (order.mode !== 'live' || !order.paid_at || order.free_claim) return [];
  if (order.status !== 'paid' && order.status !== 'refunded') return [];
  const yearMonth = yearMonthOf(order.paid_at);
  const source = {
    sessionId: order.session_id,
    paidAt: order.paid_at,
    guest: order.buyer_type === 'guest',
  };
  const refundOf = order.line_refunds ?? {};
  const granted = [...new Set([...order.product_ids, ...Object.keys(refundOf)])];
  if (granted.length === 0) return [];
  const events: SalesEvent[] = [
    {
      eventId: `SALE#${order.session_id}`,
      yearMonth,
      sign: 1,
      lines: granted.map((id) => lineOf(order, id)),
      order: source,
    },
  ];
  const byRefund = new Map<string, string[]>();
  for (const [productId, refundId] of Object.entries(refundOf)) {
    byRefund.set(refundId, [...(byRefund.get(refundId) ?? []), productId]);
  }
  for (const [refundId, productIds] of byRefund) {
    events.push({
      eventId: `REFUND#${order.session_id}#${refundId}`,
      yearMonth,
      sign: -1,
      lines: productIds.map((id) => lineOf(order, id)),
      order: source,
    });
  }
  return events;
}

/**
 * Brings one order's per-product and per-seller figures up to date: reads it afresh and counts
 * every sale and refund of it not counted yet (the markers make the rest no-ops), so a replayed
 * or out-of-order stream record can only ever complete the figures, never count twice.
 */
export async function countOrderSales(sessionId: string): Promise<number> {
  const order = await getOrder(sessionId);
  if (!order) return 0;
  let applied = 0;
  for (const event of salesEventsOf(order)) applied += (await applySalesEvent(event)).applied;
  return applied;
}

/**
 * The stream's stand-in where there is none (the local stack, tests): counts every paid live
 * order's sales and refunds not counted yet, newest first; `changed` lets a caller skip orders
 * it already saw unchanged. Returns the chunks counted.
 */
export async function countPaidOrderSales(
  changed: (order: Order) => boolean = () => true,
): Promise<number> {
  let applied = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await pagePaidOrders('0000', '9999', 200, startKey as PageKey | undefined);
    for (const order of page.orders.filter(changed)) {
      for (const event of salesEventsOf(order)) applied += (await applySalesEvent(event)).applied;
    }
    startKey = page.lastKey;
  } while (startKey);
  return applied;
}
