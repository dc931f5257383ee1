import { z } from 'zod';
import { describeError, log } from '../infra/logger';
import { countMetric, METRIC } from '../infra/metrics';
import { constructWebhookEvent, type Stripe } from '../infra/stripe';
import { forgetEvent, recordEventOnce } from '../repositories/webhook-event-repository';
import { sessionRef } from '../rules/checkout';
import { BadRequestError, NotFoundError } from './errors';
import { fulfil } from './fulfilment-service';
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
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const checkoutSessionShape = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/),
  payment_status: z.string().max(64).nullish(),
});
type PaidSession = z.infer<typeof checkoutSessionShape>;

/** Events that mean "this Checkout Session is paid"; a session we cannot read is not one. */
function paidSession(event: z.infer<typeof eventShape>): PaidSession | undefined {
  const isCompleted = event.type === 'checkout.session.completed';
  if (!isCompleted && event.type !== 'checkout.session.async_payment_succeeded') return undefined;
  const parsed = checkoutSessionShape.safeParse(event.data.object);
  if (!parsed.success) return undefined;
  const session = parsed.data;
  if (!isCompleted) return session;
  return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    ? session
    : undefined;
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
 * Checkout Session is fulfilled (the same idempotent path as the success page). A failed
 * fulfilment is recorded with its error (the admin can retry it from the security page) and the
 * event is forgotten, so Stripe's own retry runs it again too; whichever succeeds first
 * resolves the record. Every delivery not answered 2xx counts as a webhook failure.
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

async function handleVerified(event: z.infer<typeof eventShape>): Promise<WebhookAnswer> {
  const session = paidSession(event);
  if (!session) return { received: true, ignored: true };

  if (!(await recordEventOnce(event.id, event.type, new Date()))) {
    return { received: true, duplicate: true };
  }
  const mode = event.livemode ? 'live' : 'test';
  try {
    await fulfil(session.id, mode);
  } catch (error) {
    if (error instanceof NotFoundError) {
      // Not one of ours (another integration on the same Stripe account): nothing to retry.
      log('warn', 'Webhook for an unknown Checkout Session', { session: sessionRef(session.id) });
      return { received: true, ignored: true };
    }
    log('error', 'Webhook fulfilment failed', {
      eventType: event.type,
      session: sessionRef(session.id),
      ...describeError(error),
    });
    await recordFulfilmentFailure(
      { eventId: event.id, eventType: event.type, sessionId: session.id, mode },
      error,
    );
    await forgetEvent(event.id).catch(() => undefined);
    throw error;
  }
  await clearFulfilmentFailure(event.id);
  return { received: true };
}
