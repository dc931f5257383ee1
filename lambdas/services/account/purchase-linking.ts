import type { OrderForLinking } from '../../repositories/order-lookup-repository';
import type { Purchase } from '../../repositories/user-repository';

/** What linking one guest order to an account creates. */
export interface OrderLink {
  sessionId: string;
  purchases: Purchase[];
}

/**
 * Pure: the paid, not yet linked guest orders, oldest first, with a purchase for each product
 * the user does not own yet (nor got from an earlier order in the list). Test-mode orders give
 * test purchases.
 */
export function planOrderLinks(
  orders: readonly OrderForLinking[],
  ownedProductIds: ReadonlySet<string>,
  userId: string,
): OrderLink[] {
  const owned = new Set(ownedProductIds);
  return orders
    .filter((order) => order.status === 'paid' && !order.user_id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((order) => {
      const purchases: Purchase[] = [];
      for (const productId of new Set(order.product_ids)) {
        if (owned.has(productId)) continue;
        owned.add(productId);
        purchases.push({
          user_id: userId,
          product_id: productId,
          purchase_date: order.paid_at ?? order.created_at,
          amount_paid_cents: order.line_cents[productId] ?? 0,
          is_test: order.mode === 'test',
          session_id: order.session_id,
        });
      }
      return { sessionId: order.session_id, purchases };
    });
}
