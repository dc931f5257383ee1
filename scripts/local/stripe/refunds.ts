import { randomBytes } from 'node:crypto';
import { chargeIdOf, refundedAmount } from './charges';
import { StripeRequestError } from './errors';
import { dollars, integer, metadata, text, type Params } from './params';
import { refundPresentment } from './presentment';
import type { LocalCheckoutSession, LocalRefund } from './sessions';

/** What is left to refund of a session's payment. */
export function unrefundedAmount(session: LocalCheckoutSession): number {
  return session.amount_total - refundedAmount(session);
}

/**
 * `refunds.create({ payment_intent | charge, amount? })` against a paid session: the whole
 * remaining amount without `amount`; Stripe's errors when nothing or too little is left.
 */
export function createRefund(
  session: LocalCheckoutSession,
  params: Params,
): { session: LocalCheckoutSession; refund: LocalRefund } {
  if (session.payment_status !== 'paid' || !session.payment_intent) {
    throw new StripeRequestError(
      'This PaymentIntent does not have a successful charge to refund.',
      'payment_intent',
    );
  }
  const remaining = unrefundedAmount(session);
  if (remaining <= 0) {
    throw new StripeRequestError(
      `Charge ${chargeIdOf(session.payment_intent)} has already been refunded.`,
      'charge',
      { code: 'charge_already_refunded' },
    );
  }
  const amount = integer(params, 'amount', { min: 1 }) ?? remaining;
  if (amount > remaining) {
    throw new StripeRequestError(
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
      'amount',
    );
  }
  // In USD like the payment; the buyer gets it back in the currency they paid in.
  const presentment = refundPresentment(session, session.amount_total - remaining, amount);
  const refund: LocalRefund = {
    id: `re_${randomBytes(12).toString('hex')}`,
    object: 'refund',
    amount,
    charge: chargeIdOf(session.payment_intent),
    currency: session.currency,
    payment_intent: session.payment_intent,
    status: 'succeeded',
    reason: text(params.reason) ?? null,
    metadata: metadata(params.metadata),
    created: Math.floor(Date.now() / 1000),
    ...(presentment ? { presentment_details: presentment } : {}),
  };
  return { session: { ...session, refunds: [...(session.refunds ?? []), refund] }, refund };
}
