import type { VerifyPaymentResponse } from '../contracts/checkout';
import { getOrder, type Order } from '../repositories/order-repository';
import { CHECKOUT_MESSAGES } from '../rules/checkout';
import { NotFoundError } from './errors';
import { fulfilOrder } from './fulfilment-service';

/** Who asks: a signed-in user (verify-payment) or anyone holding the session id (universal). */
export type PaymentViewer = { kind: 'user'; userId: string; email: string } | { kind: 'guest' };

/**
 * Whose result page may verify an order. A signed-in buyer sees their own orders, and a guest
 * order bought with their e-mail that is not linked elsewhere (they signed in after paying).
 * The anonymous page sees guest checkouts only, never a signed-in buyer's order.
 */
export function mayVerify(order: Order, viewer: PaymentViewer): boolean {
  if (viewer.kind === 'guest') return order.buyer_type === 'guest';
  if (order.user_id) return order.user_id === viewer.userId;
  return (
    order.buyer_type === 'guest' &&
    Boolean(viewer.email) &&
    order.buyer_email === viewer.email.toLowerCase()
  );
}

/** The payment result page: fulfils a paid session (idempotently) and lists what was bought. */
export async function verifyPayment(
  sessionId: string,
  viewer: PaymentViewer,
): Promise<VerifyPaymentResponse> {
  const order = await getOrder(sessionId);
  if (!order || !mayVerify(order, viewer)) {
    throw new NotFoundError(CHECKOUT_MESSAGES.verificationFailed);
  }
  const result = await fulfilOrder(order);
  if (result.status === 'pending') {
    return {
      success: false,
      error: CHECKOUT_MESSAGES.notCompleted,
      products: [],
      buyerEmail: order.buyer_email,
    };
  }
  const paid = result.order;
  return {
    success: true,
    products: paid.product_ids.map((id) => ({ id, name: paid.product_names[id] ?? '' })),
    buyerEmail: paid.buyer_email,
  };
}
