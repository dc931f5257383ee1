import type { Order } from '../../../lambdas/repositories/order-repository';
import type { PageKey } from '../../../lambdas/repositories/page-cursor';
import { applySalesEvent } from '../../../lambdas/repositories/sales-figure-repository';
import { pagePaidOrders } from '../../../lambdas/repositories/sales-listing-repository';
import { salesEventsOf } from '../../../lambdas/services/sales/sales-events';

/**
 * The local stand-in for the table stream's sales figures (AWS counts each changed order from
 * the stream). Reading every paid order each tick would slow a long `npm start` down as orders
 * pile up, so a tick reads two bounded slices of the paid-orders listing:
 * - the tail: orders paid since the newest one seen, less an overlap (an order is listed by
 *   its payment time, and a fulfilment can be written a little after a later one);
 * - one page of a walk over the whole listing, resumed where the last tick stopped and begun
 *   again at the end: it catches refunds of older orders (a refund keeps the order's place) and
 *   anything paid before the sweep started, a page per tick.
 * Orders seen with the same refund count are skipped; the figures' markers make a recount of
 * an order a no-op anyway.
 */
export interface SalesSweepOptions {
  /** How far before the newest payment seen the tail starts again. */
  overlapMs?: number;
  /** Orders per page of the tail and of the walk. */
  pageSize?: number;
  now?: () => Date;
}

export interface SalesSweepTick {
  /** Paid orders read this tick (the tail's and the walk's page). */
  read: number;
  /** Chunks of sales and refunds counted. */
  applied: number;
}

export function createSalesSweep(options: SalesSweepOptions = {}): () => Promise<SalesSweepTick> {
  const overlapMs = options.overlapMs ?? 60_000;
  const pageSize = options.pageSize ?? 200;
  const now = options.now ?? (() => new Date());
  const seen = new Map<string, number>();
  // The sweep starts at its own start: earlier orders come through the walk.
  let newestPaid = now().toISOString();
  let walkKey: PageKey | undefined;

  const count = async (orders: readonly Order[]) => {
    let applied = 0;
    for (const order of orders) {
      const version = order.refund_seq ?? 0;
      if (seen.get(order.session_id) === version) continue;
      for (const event of salesEventsOf(order)) applied += (await applySalesEvent(event)).applied;
      seen.set(order.session_id, version);
      if (order.paid_at && order.paid_at > newestPaid) newestPaid = order.paid_at;
    }
    return applied;
  };

  return async () => {
    const tick: SalesSweepTick = { read: 0, applied: 0 };
    try {
      const from = new Date(Date.parse(newestPaid) - overlapMs).toISOString();
      let tailKey: PageKey | undefined;
      do {
        const page = await pagePaidOrders(from, '9999', pageSize, tailKey);
        tick.read += page.orders.length;
        tick.applied += await count(page.orders);
        tailKey = page.lastKey as PageKey | undefined;
      } while (tailKey);
      const walk = await pagePaidOrders('0000', '9999', pageSize, walkKey);
      tick.read += walk.orders.length;
      tick.applied += await count(walk.orders);
      walkKey = walk.lastKey as PageKey | undefined;
      return tick;
    } catch (error) {
      // Look at every order again from the start (the markers skip the counted).
      seen.clear();
      walkKey = undefined;
      throw error;
    }
  };
}
