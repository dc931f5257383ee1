import type { LocalCheckoutSession } from './sessions';
import type { LocalStripeStore } from './store';

/**
 * The PaymentIntent and the Charge behind a paid Checkout Session, built from the session (the
 * local server keeps no separate copy). As in Stripe, a PaymentIntent `pi_X` and its charge
 * `ch_X` share their suffix; the charge exists once the payment succeeded.
 */
export function chargeIdOf(paymentIntent: string): string {
  return `ch_${paymentIntent.replace(/^pi_/, '')}`;
}

/** A session whose PaymentIntent exists (paid, or a delayed payment under way). */
export type SessionWithPayment = LocalCheckoutSession & { payment_intent: string };

export function hasCharge(session: LocalCheckoutSession): session is SessionWithPayment {
  return session.payment_status === 'paid' && session.payment_intent !== null;
}

export function refundedAmount(session: LocalCheckoutSession): number {
  return (session.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);
}

/** The paid session whose charge this is, in the caller's mode. */
export function sessionByCharge(
  store: LocalStripeStore,
  chargeId: string,
  livemode: boolean,
): SessionWithPayment | undefined {
  const session = store.sessions.find(
    (candidate) =>
      candidate.livemode === livemode &&
      hasCharge(candidate) &&
      chargeIdOf(candidate.payment_intent) === chargeId,
  );
  return session && hasCharge(session) ? session : undefined;
}

export function publicCharge(session: SessionWithPayment) {
  const id = chargeIdOf(session.payment_intent);
  const refunds = [...(session.refunds ?? [])].reverse();
  const amountRefunded = refundedAmount(session);
  const intentData = session.payment_intent_data;
  return {
    id,
    object: 'charge' as const,
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: amountRefunded,
    balance_transaction: null,
    billing_details: { email: session.customer_details?.email ?? null, name: null },
    captured: true,
    created: session.paid_at ?? session.created,
    currency: session.currency,
    description: intentData?.description ?? null,
    disputed: Boolean(session.dispute),
    livemode: session.livemode,
    metadata: intentData?.metadata ?? {},
    paid: true,
    payment_intent: session.payment_intent,
    receipt_email: null,
    refunded: amountRefunded >= session.amount_total,
    refunds: {
      object: 'list' as const,
      data: refunds,
      has_more: false,
      total_count: refunds.length,
      url: `/v1/charges/${id}/refunds`,
    },
    status: 'succeeded' as const,
    transfer_group: intentData?.transfer_group ?? null,
    ...presentmentField(session),
  };
}

/** Paid in the buyer's currency: the amounts stay USD, their side is `presentment_details`. */
function presentmentField(session: LocalCheckoutSession) {
  return session.presentment_details ? { presentment_details: session.presentment_details } : {};
}

/** The session's PaymentIntent (`null` until the buyer paid or chose a delayed method). */
export function publicPaymentIntent(session: SessionWithPayment) {
  const paid = session.payment_status === 'paid';
  const intentData = session.payment_intent_data;
  return {
    id: session.payment_intent,
    object: 'payment_intent' as const,
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: paid ? session.amount_total : 0,
    created: session.paid_at ?? session.created,
    currency: session.currency,
    customer: null,
    description: intentData?.description ?? null,
    latest_charge: paid ? chargeIdOf(session.payment_intent) : null,
    livemode: session.livemode,
    metadata: intentData?.metadata ?? {},
    payment_method_types: ['card'],
    receipt_email: null,
    status: paid ? ('succeeded' as const) : ('processing' as const),
    transfer_group: intentData?.transfer_group ?? null,
    ...presentmentField(session),
  };
}

/** The session behind a PaymentIntent, in the caller's mode. */
export function sessionByPaymentIntent(
  store: LocalStripeStore,
  paymentIntent: string,
  livemode: boolean,
): SessionWithPayment | undefined {
  const session = store.sessionByPaymentIntent(paymentIntent);
  return session?.livemode === livemode && session.payment_intent !== null
    ? { ...session, payment_intent: session.payment_intent }
    : undefined;
}
