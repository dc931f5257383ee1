import type { Order } from '../../repositories/order-repository';

/**
 * Whether settling this order puts it in the payouts outbox: a live payment that grants at least
 * one seller's product. Test-mode payments are not money: they never pay a seller.
 */
export function owesSellers(
  order: Pick<Order, 'mode' | 'seller_ids' | 'order_ref'>,
  grantedIds: readonly string[],
): boolean {
  return (
    order.mode === 'live' &&
    Boolean(order.order_ref) &&
    grantedIds.some((productId) => order.seller_ids?.[productId])
  );
}
