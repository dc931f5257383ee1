import type { VerifyPaymentResponse } from '../../contracts/checkout';
import { getOrder, type Order } from '../../repositories/order-repository';
import { CHECKOUT_MESSAGES } from '../../rules/checkout';
import { invoiceLinkView } from '../../rules/tax';
import { receiptSummary } from '../../rules/receipt-summary';
import { NotFoundError } from '../shared/errors';
import { fulfilOrder } from '../fulfilment/fulfilment-service';
import { refundAmountCents } from '../refunds/duplicate-payment-refund';

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
  if (result.status === 'pending' || result.status === 'closed') {
    return {
      success: false,
      error:
        result.status === 'closed'
          ? CHECKOUT_MESSAGES.checkoutClosed
          : CHECKOUT_MESSAGES.notCompleted,
      products: [],
      buyerEmail: order.buyer_email,
    };
  }
  const settled = result.order;
  const named = (id: string) => ({ id, name: settled.product_names[id] ?? '' });
  const refundedIds = settled.refunded_product_ids ?? [];
  const invoice = invoiceLinkView(settled.invoice);
  return {
    success: true,
    // A fully refunded order lists what the buyer owns already (through the earlier order).
    products: (settled.status === 'refunded' ? refundedIds : settled.product_ids).map(named),
    buyerEmail: settled.buyer_email,
    ...(refundedIds.length > 0
      ? {
          refunded: {
            products: refundedIds.map(named),
            amount: refundAmountCents(settled) / 100,
          },
        }
      : {}),
    ...(invoice ? { invoice } : {}),
    // A fully refunded order bought nothing new: no receipt figures to show.
    ...(settled.status === 'refunded' ? {} : { receipt: receiptSummary(settled) }),
  };
}
