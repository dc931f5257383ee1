import { stripeClient, type PaymentMode } from '../../infra/stripe';
import { findSessionByOrderRef } from '../../repositories/order-repository';

/**
 * The Checkout Session (our order's key) behind a Stripe payment: by the charge's transfer
 * group, which is the shop's order id on every order since payouts, else by asking Stripe for
 * the session of the PaymentIntent (older orders, and disputes, which carry no transfer group).
 */
export async function sessionOfPayment(
  mode: PaymentMode,
  payment: { transferGroup?: string | null; paymentIntent?: string | null },
): Promise<string | undefined> {
  if (payment.transferGroup?.startsWith('ord_')) {
    const sessionId = await findSessionByOrderRef(payment.transferGroup);
    if (sessionId) return sessionId;
  }
  if (!payment.paymentIntent) return undefined;
  const stripe = await stripeClient(mode);
  const sessions = await stripe.checkout.sessions.list({
    payment_intent: payment.paymentIntent,
    limit: 1,
  });
  return sessions.data[0]?.id;
}
