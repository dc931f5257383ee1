import { describeError, log } from '../../infra/logger';
import { stripeClient, type StripeClient } from '../../infra/stripe';
import type { Order } from '../../repositories/order-repository';
import { recordRefund } from '../../repositories/order-settlement-repository';
import { sessionRef } from '../../rules/checkout';
import { taxOfLines } from '../../rules/tax';
import { reverseSellerShares } from '../seller-shares/reversal-service';
import { sendRefundMail } from './refund-mail';
import { amountToRefund, foreignChargeOf } from './refund-currency';
import { DUPLICATE_PAYMENT_METADATA_KEY } from './refund-metadata';

/**
 * What goes back to the buyer: the refunded lines as they paid them, tax included (the shop's
 * figures move by `refund_cents`, before tax; the tax was never the shop's).
 */
export function refundAmountCents(order: Order): number {
  return (order.refund_cents ?? 0) + taxOfLines(order, order.refunded_product_ids ?? []);
}

/** An order whose products (some or all) the buyer already owned and which is not refunded yet. */
export function refundIsDue(order: Order): boolean {
  return Boolean(order.refund_cents && order.refund_cents > 0 && !order.refund_id);
}

/**
 * Stripe's refund of this order, made at most once: an earlier refund of ours is found by its
 * metadata, and the idempotency key makes concurrent callers (webhook and success page) share
 * one request.
 */
async function refundOnce(stripe: StripeClient, order: Order, paymentIntent: string) {
  const earlier = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  const ours = earlier.data.find(
    (refund) => refund.metadata?.[DUPLICATE_PAYMENT_METADATA_KEY] === order.session_id,
  );
  if (ours) return ours;
  return stripe.refunds.create(
    {
      payment_intent: paymentIntent,
      // In the currency Stripe charged (USD unless the payment itself is in the buyer's).
      amount: amountToRefund(order, refundAmountCents(order), await foreignChargeOf(stripe, order)),
      reason: 'duplicate',
      metadata: { [DUPLICATE_PAYMENT_METADATA_KEY]: order.session_id },
    },
    { idempotencyKey: `duplicate-payment-refund-${order.session_id}` },
  );
}

/**
 * Gives back what the buyer paid for products they already owned, then sends the one e-mail
 * saying so (only the caller that records the refund sends it). False when Stripe could not be
 * reached or refused: the order stays due and the next fulfilment (Stripe's webhook retry, the
 * success page) tries again.
 */
export async function refundDuplicatePayment(order: Order): Promise<boolean> {
  if (!refundIsDue(order)) return true;
  if (!order.payment_intent) {
    log('error', 'Refund due on an order without a payment intent', {
      session: sessionRef(order.session_id),
    });
    return false;
  }
  try {
    const stripe = await stripeClient(order.mode);
    const refund = await refundOnce(stripe, order, order.payment_intent);
    // The sellers' shares of the refunded lines go back too (before the refund is recorded,
    // so a failure here is retried with it).
    await reverseSellerShares(order, {
      refundId: refund.id,
      productIds: order.refunded_product_ids ?? [],
    });
    if (await recordRefund(order.session_id, refund.id, new Date().toISOString())) {
      log('info', 'Duplicate payment refunded', {
        session: sessionRef(order.session_id),
        mode: order.mode,
        refundCents: order.refund_cents,
      });
      await sendRefundMail(order, {
        kind: 'duplicate_payment',
        productIds: order.refunded_product_ids ?? [],
        refundedCents: refundAmountCents(order),
      });
    }
    return true;
  } catch (error) {
    log('error', 'Could not refund a duplicate payment', {
      session: sessionRef(order.session_id),
      status: (error as { statusCode?: number }).statusCode,
      ...describeError(error),
    });
    return false;
  }
}
