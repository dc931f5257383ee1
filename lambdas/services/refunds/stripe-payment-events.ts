import { z } from 'zod';
import { log } from '../../infra/logger';
import { countMetric, METRIC } from '../../infra/metrics';
import type { PaymentMode } from '../../infra/stripe';
import { getOrder } from '../../repositories/order-repository';
import { recordDispute } from '../../repositories/order-refund-repository';
import { sessionRef } from '../../rules/checkout';
import { PAYMENT_EVENTS, type PaymentEvent } from '../../rules/stripe-events';
import { sessionOfPayment } from './order-of-payment';
import { recordRefundsMadeInStripe } from './stripe-refunds';

const id = z.string().min(1).max(255);
const chargeShape = z.object({
  id,
  payment_intent: id.nullish(),
  transfer_group: z.string().max(255).nullish(),
});
const disputeShape = z.object({
  id,
  payment_intent: id.nullish(),
  amount: z.number().int().nonnegative(),
  reason: z.string().max(255).nullish(),
  status: z.string().max(64).nullish(),
  created: z.number().optional(),
});

export function isPaymentEvent(type: string): type is PaymentEvent {
  return (PAYMENT_EVENTS as readonly string[]).includes(type);
}

/** Whether the event's object has the shape its handler reads (else it is not ours to act on). */
export function paymentEventReadable(type: PaymentEvent, object: unknown): boolean {
  return (type === 'charge.refunded' ? chargeShape : disputeShape).safeParse(object).success;
}

/**
 * `charge.refunded`: every refund of the payment that has not taken effect yet does so now,
 * oldest first. Stripe's list is read rather than the event's copy, so a late or replayed event
 * never applies an old state, and a refund made by the back office that failed to record
 * itself is finished here.
 */
async function onChargeRefunded(object: unknown, mode: PaymentMode) {
  const charge = chargeShape.parse(object);
  const sessionId = await sessionOfPayment(mode, {
    transferGroup: charge.transfer_group,
    paymentIntent: charge.payment_intent,
  });
  const order = sessionId ? await getOrder(sessionId) : undefined;
  if (!sessionId || !order || order.mode !== mode || !order.payment_intent) return undefined;
  await recordRefundsMadeInStripe(order, { finishRecorded: true });
  return sessionId;
}

/** `charge.dispute.created`: the order is flagged on its page and the alarm goes off. */
async function onDisputeCreated(object: unknown, mode: PaymentMode) {
  const dispute = disputeShape.parse(object);
  const sessionId = await sessionOfPayment(mode, { paymentIntent: dispute.payment_intent });
  if (!sessionId || (await getOrder(sessionId))?.mode !== mode) return undefined;
  await recordDispute(sessionId, {
    dispute_id: dispute.id,
    at: new Date((dispute.created ?? Date.now() / 1000) * 1000).toISOString(),
    amount_cents: dispute.amount,
    reason: dispute.reason ?? 'general',
    status: dispute.status ?? 'needs_response',
  });
  countMetric(METRIC.disputesOpened);
  log('error', 'A payment is disputed: answer in Stripe before the evidence is due', {
    session: sessionRef(sessionId),
    disputeAmountCents: dispute.amount,
  });
  return sessionId;
}

/** Runs a payment event; answers the order's session id, or undefined when it is not ours. */
export async function handlePaymentEvent(
  type: PaymentEvent,
  object: unknown,
  livemode: boolean,
): Promise<string | undefined> {
  const mode: PaymentMode = livemode ? 'live' : 'test';
  return type === 'charge.refunded'
    ? onChargeRefunded(object, mode)
    : onDisputeCreated(object, mode);
}
