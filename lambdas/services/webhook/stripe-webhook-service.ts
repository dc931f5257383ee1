import { z } from 'zod';
import { describeError, log } from '../../infra/logger';
import { countMetric, METRIC } from '../../infra/metrics';
import { constructWebhookEvent, type Stripe } from '../../infra/stripe';
import { getOrder } from '../../repositories/order-repository';
import {
  closePendingOrder,
  keepAwaitingPayment,
} from '../../repositories/order-settlement-repository';
import { forgetEvent, recordEventOnce } from '../../repositories/webhook-event-repository';
import { recordOrderEvent } from '../../repositories/order-event-repository';
import {
  handlePaymentEvent,
  isPaymentEvent,
  paymentEventReadable,
} from '../refunds/stripe-payment-events';
import { sessionRef } from '../../rules/checkout';
import type { CheckoutSessionEvent, PaymentEvent } from '../../rules/stripe-events';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { fulfil } from '../fulfilment/fulfilment-service';
import { clearFulfilmentFailure, recordFulfilmentFailure } from './webhook-failure-service';

export const INVALID_SIGNATURE = 'Invalid signature';

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
  ignored?: true;
}

export const UNEXPECTED_EVENT = 'Unexpected event';

/**
 * A signature proves who sent an event, not that it has the shape we read: an event without
 * these fields is refused with 400, never turned into a 500 further down.
 */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  livemode: z.boolean(),
  created: z.number().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type VerifiedEvent = z.infer<typeof eventShape>;
const checkoutSessionShape = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/),
  payment_status: z.string().max(64).nullish(),
});

/**
 * What an event asks of an order: fulfil it (paid), keep it waiting for a delayed payment
 * (completed but unpaid), or close it (expired session, failed delayed payment). Other events,
 * and sessions we cannot read, ask nothing.
 */
type SessionAction = 'fulfil' | 'await-payment' | 'close-expired' | 'close-failed';

function sessionAction(
  event: VerifiedEvent,
): { action: SessionAction; sessionId: string } | undefined {
  const parsed = checkoutSessionShape.safeParse(event.data.object);
  if (!parsed.success) return undefined;
  const session = parsed.data;
  const paid =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const actions: Record<CheckoutSessionEvent, SessionAction> = {
    'checkout.session.completed': paid ? 'fulfil' : 'await-payment',
    'checkout.session.async_payment_succeeded': 'fulfil',
    'checkout.session.async_payment_failed': 'close-failed',
    'checkout.session.expired': 'close-expired',
  };
  const action: SessionAction | undefined = actions[event.type as CheckoutSessionEvent];
  return action ? { action, sessionId: session.id } : undefined;
}

/** Runs one event's action; a failure is thrown so Stripe delivers the event again. */
async function runAction(action: SessionAction, sessionId: string, livemode: boolean) {
  const mode = livemode ? 'live' : 'test';
  const now = new Date().toISOString();
  if (action === 'fulfil') {
    const result = await fulfil(sessionId, mode);
    if ('refundPending' in result && result.refundPending) {
      throw new Error('The refund of a duplicate payment is still due');
    }
    return;
  }
  const order = await getOrder(sessionId);
  if (!order || order.mode !== mode) throw new NotFoundError('Unknown Checkout Session');
  if (action === 'await-payment') {
    await keepAwaitingPayment(sessionId, now);
    return;
  }
  // Nothing is granted and nothing is sent: the order is closed with its items.
  const closed = await closePendingOrder(
    sessionId,
    action === 'close-expired' ? 'expired' : 'failed',
    now,
  );
  log('info', closed ? 'Order closed without payment' : 'Close event for a settled order', {
    session: sessionRef(sessionId),
    action,
  });
}

async function verifiedEvent(rawBody: string, signature: string | undefined) {
  if (!signature) throw new BadRequestError(INVALID_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = await constructWebhookEvent(rawBody, signature);
  } catch {
    throw new BadRequestError(INVALID_SIGNATURE);
  }
  const parsed = eventShape.safeParse(event);
  if (!parsed.success) throw new BadRequestError(UNEXPECTED_EVENT);
  return parsed.data;
}

/**
 * A Stripe webhook delivery: signature and freshness first, then each event id once. A paid
 * Checkout Session is fulfilled (the same idempotent path as the success page), an expired one
 * or a failed delayed payment closes its order. A failure is recorded with its error (the admin
 * can retry it from the security page) and the event is forgotten, so Stripe's own retry runs it
 * again too; whichever succeeds first resolves the record. Every delivery not answered 2xx
 * counts as a webhook failure.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  try {
    return await handleVerified(await verifiedEvent(rawBody, signature));
  } catch (error) {
    countMetric(METRIC.webhookFailures);
    throw error;
  }
}

/** Notes the event on its order's page (what happened to it, in Stripe's words). */
async function noteOnOrder(sessionId: string, event: VerifiedEvent): Promise<void> {
  const at = new Date((event.created ?? Date.now() / 1000) * 1000).toISOString();
  await recordOrderEvent(sessionId, { event_id: event.id, type: event.type, at });
}

/**
 * A refund or a dispute of a payment: each event id once; a failure forgets the event so
 * Stripe's retry runs it again (the effects themselves happen once per refund).
 */
async function handlePaymentEventOnce(
  event: VerifiedEvent,
  type: PaymentEvent,
): Promise<WebhookAnswer> {
  if (!paymentEventReadable(type, event.data.object)) return { received: true, ignored: true };
  if (!(await recordEventOnce(event.id, event.type, new Date()))) {
    return { received: true, duplicate: true };
  }
  try {
    const sessionId = await handlePaymentEvent(type, event.data.object, event.livemode);
    if (!sessionId) return { received: true, ignored: true };
    await noteOnOrder(sessionId, event);
    return { received: true };
  } catch (error) {
    log('error', 'Webhook payment event failed', {
      eventType: event.type,
      ...describeError(error),
    });
    await forgetEvent(event.id).catch(() => undefined);
    throw error;
  }
}

async function handleVerified(event: VerifiedEvent): Promise<WebhookAnswer> {
  if (isPaymentEvent(event.type)) return handlePaymentEventOnce(event, event.type);
  const session = sessionAction(event);
  if (!session) return { received: true, ignored: true };

  if (!(await recordEventOnce(event.id, event.type, new Date()))) {
    return { received: true, duplicate: true };
  }
  try {
    await runAction(session.action, session.sessionId, event.livemode);
  } catch (error) {
    if (error instanceof NotFoundError) {
      // Not one of ours (another integration on the same Stripe account): nothing to retry.
      log('warn', 'Webhook for an unknown Checkout Session', {
        session: sessionRef(session.sessionId),
      });
      return { received: true, ignored: true };
    }
    log('error', 'Webhook fulfilment failed', {
      eventType: event.type,
      session: sessionRef(session.sessionId),
      ...describeError(error),
    });
    await recordFulfilmentFailure(
      {
        eventId: event.id,
        eventType: event.type,
        sessionId: session.sessionId,
        mode: event.livemode ? 'live' : 'test',
      },
      error,
    );
    await forgetEvent(event.id).catch(() => undefined);
    throw error;
  }
  await clearFulfilmentFailure(event.id);
  // Only orders of ours get here: an unknown session was answered as ignored above.
  await noteOnOrder(session.sessionId, event);
  return { received: true };
}
