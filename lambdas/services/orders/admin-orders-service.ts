import {
  ORDERS_PAGE_SIZE,
  REFUND_MESSAGES,
  type AdminOrderDetail,
  type AdminOrdersPage,
  type AdminOrdersQuery,
} from '../../contracts/orders';
import { ordersOfProduct } from '../../repositories/admin-order-repository';
import { pagePaidOrders, paidOrderKeyPlace } from '../../repositories/sales-listing-repository';
import { listOrderEvents } from '../../repositories/order-event-repository';
import {
  findByEmail,
  findSessionByInvoiceNumber,
  findSessionByOrderRef,
  getOrder,
  type Order,
} from '../../repositories/order-repository';
import {
  cursorScope,
  decodeOffsetCursor,
  encodeOffsetCursor,
  encodePageCursor,
} from '../../repositories/page-cursor';
import type { Caller } from '../shared/caller';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { INVALID_CURSOR, startKeyOf } from '../shared/page-cursors';
import { orderDetail, orderSummary } from './order-views';

/** Without dates the list reaches back to the shop's first orders. */
const EARLIEST = '2000-01-01';

function dayBounds(query: AdminOrdersQuery, now: Date) {
  const from = query.from ?? EARLIEST;
  const to = query.to ?? now.toISOString().slice(0, 10);
  if (from > to) throw new BadRequestError('The start date must not be after the end date');
  return { fromIso: from, toIso: `${to}T23:59:59.999Z` };
}

/** A paid order (granted, refunded in part or whole), the only kind the admin's list shows. */
function wasPaid(order: Order): boolean {
  return Boolean(order.paid_at) && (order.status === 'paid' || order.status === 'refunded');
}

async function orderOfSession(sessionId: string | undefined): Promise<Order[]> {
  const order = sessionId ? await getOrder(sessionId) : undefined;
  return order ? [order] : [];
}

/**
 * The orders a search names: by order id, session id, buyer e-mail, the invoice number on the
 * buyer's receipt or product id. Each is a key lookup, never a scan.
 */
async function ordersMatching(q: string): Promise<Order[]> {
  if (/^cs_(test|live)_/.test(q)) return orderOfSession(q);
  if (q.startsWith('ord_')) return orderOfSession(await findSessionByOrderRef(q));
  if (q.includes('@')) return (await findByEmail(q.toLowerCase())).orders;
  // An invoice number and a product id look alike (letters, digits, dashes): try both.
  const [byInvoice, byProduct] = await Promise.all([
    orderOfSession(await findSessionByInvoiceNumber(q)),
    // Product ids are generated lower-case (randomUUID): a pasted upper-case id still finds them.
    ordersOfProduct(q.toLowerCase()),
  ]);
  return [...byInvoice, ...byProduct];
}

/**
 * GET /api/admin/orders: paid orders, newest first, 25 a page. A search reads only what it
 * names (one lookup, one e-mail's orders or one product's orders) and pages through them in
 * memory; without one, the paid-orders listing is paged by DynamoDB.
 */
export async function listAdminOrders(
  caller: Caller,
  query: AdminOrdersQuery,
  now = new Date(),
): Promise<AdminOrdersPage> {
  const { fromIso, toIso } = dayBounds(query, now);
  const q = query.q?.trim();
  // The dates as asked, not their defaults: "until today" must not end the cursors at midnight.
  const { from, to } = query;
  if (!q) {
    const scope = cursorScope('admin-orders', caller.userId, from, to);
    const place = paidOrderKeyPlace(fromIso, toIso);
    const startKey = await startKeyOf(query.cursor, scope, place);
    const page = await pagePaidOrders(fromIso, toIso, ORDERS_PAGE_SIZE, startKey);
    const next = await encodePageCursor(page.lastKey, scope);
    return { orders: page.orders.map(orderSummary), ...(next ? { next_cursor: next } : {}) };
  }
  const scope = cursorScope('admin-orders-search', caller.userId, q, from, to);
  const offset = query.cursor ? await decodeOffsetCursor(query.cursor, scope) : 0;
  if (offset === undefined) throw new BadRequestError(INVALID_CURSOR);
  const matching = (await ordersMatching(q))
    .filter(wasPaid)
    .filter((order) => {
      const paidAt = order.paid_at ?? '';
      return paidAt >= fromIso && paidAt <= toIso;
    })
    .sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''));
  const page = matching.slice(offset, offset + ORDERS_PAGE_SIZE);
  const nextOffset = offset + page.length;
  return {
    orders: page.map(orderSummary),
    ...(nextOffset < matching.length
      ? { next_cursor: await encodeOffsetCursor(nextOffset, scope) }
      : {}),
  };
}

/** GET /api/admin/orders/{sessionId}: the order's whole story; unpaid orders are not found. */
export async function adminOrderDetail(sessionId: string): Promise<AdminOrderDetail> {
  // Both reads at once: the events are only shown for a paid order, but waiting for the order
  // first doubled the page's latency for every order that is.
  const [order, events] = await Promise.all([getOrder(sessionId), listOrderEvents(sessionId)]);
  if (!order || !wasPaid(order)) throw new NotFoundError(REFUND_MESSAGES.notFound);
  return orderDetail(order, events);
}
