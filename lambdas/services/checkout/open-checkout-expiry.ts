import { describeError, log } from '../../infra/logger';
import { stripeClient } from '../../infra/stripe';
import { findByEmail, type Order } from '../../repositories/order-repository';
import { closePendingOrder } from '../../repositories/order-settlement-repository';
import { sessionRef } from '../../rules/checkout';

/** Whose checkout a pending order is: the same account, or the same guest address. */
function sameBuyer(order: Order, opened: Order): boolean {
  if (opened.buyer_type === 'user') {
    return order.buyer_type === 'user' && order.user_id === opened.user_id;
  }
  return order.buyer_type === 'guest' && !order.user_id;
}

/**
 * A new checkout replaces the buyer's other open ones for any of the same products: each is
 * expired at Stripe (so it can no longer be paid) and its order closed. A session Stripe will
 * not expire (being paid right now, already complete) is left alone: if both get paid,
 * fulfilment refunds the second payment. Never fails the new checkout.
 */
export async function expireOtherOpenCheckouts(opened: Order): Promise<number> {
  const products = new Set(opened.product_ids);
  let expired = 0;
  try {
    const { orders } = await findByEmail(opened.buyer_email);
    const others = orders.filter(
      (order) =>
        order.session_id !== opened.session_id &&
        order.status === 'pending' &&
        sameBuyer(order, opened) &&
        order.product_ids.some((productId) => products.has(productId)),
    );
    await Promise.all(
      others.map(async (order) => {
        try {
          const stripe = await stripeClient(order.mode);
          await stripe.checkout.sessions.expire(order.session_id);
          await closePendingOrder(order.session_id, 'expired', new Date().toISOString());
          expired += 1;
        } catch (error) {
          log('warn', 'Could not expire an earlier open checkout', {
            session: sessionRef(order.session_id),
            status: (error as { statusCode?: number }).statusCode,
            ...describeError(error),
          });
        }
      }),
    );
  } catch (error) {
    log('warn', 'Could not look up earlier open checkouts', describeError(error));
  }
  return expired;
}
