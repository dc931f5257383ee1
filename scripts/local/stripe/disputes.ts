import { randomBytes } from 'node:crypto';
import { chargeIdOf, refundedAmount, type SessionWithPayment } from './charges';
import { invalidParam, StripeRequestError } from './errors';
import { integer, metadata, text, type Params } from './params';

/** A dispute (chargeback) of a charge, as Stripe reports it when the buyer's bank opens one. */
export interface LocalDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  evidence_details: {
    due_by: number;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
  };
  is_charge_refundable: boolean;
  livemode: boolean;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: 'needs_response';
}

const REASONS = [
  'credit_not_processed',
  'duplicate',
  'fraudulent',
  'general',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
];

/** Stripe gives the business about a week to answer with evidence. */
const EVIDENCE_DAYS = 7;

/**
 * A dispute of what is left of the charge (or `amount`), reason `fraudulent` unless another of
 * Stripe's reasons is given; a charge is disputed once.
 */
export function createDispute(
  session: SessionWithPayment,
  params: Params,
  now: number,
): LocalDispute {
  const charge = chargeIdOf(session.payment_intent);
  if (session.dispute) {
    throw new StripeRequestError(`Charge ${charge} has already been disputed.`, 'charge');
  }
  const left = session.amount_total - refundedAmount(session);
  if (left <= 0) {
    throw new StripeRequestError(`Charge ${charge} has been refunded in full.`, 'charge');
  }
  const amount = integer(params, 'amount', { min: 1 }) ?? left;
  if (amount > left) {
    throw invalidParam(
      'amount',
      `The disputed amount cannot exceed ${left}, what is left of the charge.`,
    );
  }
  const reason = text(params.reason) ?? 'fraudulent';
  if (!REASONS.includes(reason)) {
    throw invalidParam('reason', `Invalid reason: must be one of ${REASONS.join(', ')}`);
  }
  const created = Math.floor(now / 1000);
  return {
    id: `dp_${randomBytes(12).toString('hex')}`,
    object: 'dispute',
    amount,
    charge,
    created,
    currency: session.currency,
    evidence_details: {
      due_by: created + EVIDENCE_DAYS * 24 * 60 * 60,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: session.livemode,
    metadata: metadata(params.metadata),
    payment_intent: session.payment_intent,
    reason,
    status: 'needs_response',
  };
}
