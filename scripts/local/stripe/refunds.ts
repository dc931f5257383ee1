import { randomBytes } from 'node:crypto';
import type { FormValue } from './form-body';
import { StripeRequestError, type LocalCheckoutSession, type LocalRefund } from './sessions';

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** What is left to refund of a session's payment. */
export function unrefundedAmount(session: LocalCheckoutSession): number {
  const refunded = (session.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);
  return session.amount_total - refunded;
}

/**
 * `refunds.create({ payment_intent, amount? })` against a paid session: the whole remaining
 * amount without `amount`; Stripe's errors when nothing or too little is left.
 */
export function createRefund(
  session: LocalCheckoutSession,
  params: Record<string, FormValue>,
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
      `Charge for ${session.payment_intent} has already been refunded.`,
      'payment_intent',
    );
  }
  const requested = text(params.amount);
  const amount = requested === undefined ? remaining : Number(requested);
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new StripeRequestError('Invalid positive integer', 'amount');
  }
  if (amount > remaining) {
    throw new StripeRequestError(
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
      'amount',
    );
  }
  const metadata = params.metadata;
  const refund: LocalRefund = {
    id: `re_${randomBytes(12).toString('hex')}`,
    object: 'refund',
    amount,
    currency: session.currency,
    payment_intent: session.payment_intent,
    status: 'succeeded',
    reason: text(params.reason) ?? null,
    metadata:
      metadata && typeof metadata === 'object' && !Array.isArray(metadata)
        ? Object.fromEntries(
            Object.entries(metadata).map(([key, value]) => [key, text(value) ?? '']),
          )
        : {},
    created: Math.floor(Date.now() / 1000),
  };
  return { session: { ...session, refunds: [...(session.refunds ?? []), refund] }, refund };
}
