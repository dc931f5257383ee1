import { describeError, log } from '../infra/logger';
import { constructWebhookEvent, type Stripe } from '../infra/stripe';
import { forgetEvent, recordEventOnce } from '../repositories/webhook-event-repository';
import { sessionRef } from '../rules/checkout';
import { BadRequestError, NotFoundError } from './errors';
import { fulfil } from './fulfilment-service';

export const INVALID_SIGNATURE = 'Invalid signature';

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
  ignored?: true;
}

/** Events that mean "this Checkout Session is paid". */
function paidSession(event: Stripe.Event): Stripe.Checkout.Session | undefined {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
      ? session
      : undefined;
  }
  if (event.type === 'checkout.session.async_payment_succeeded') return event.data.object;
  return undefined;
}

async function verifiedEvent(rawBody: string, signature: string | undefined) {
  if (!signature) throw new BadRequestError(INVALID_SIGNATURE);
  try {
    return await constructWebhookEvent(rawBody, signature);
  } catch {
    throw new BadRequestError(INVALID_SIGNATURE);
  }
}

/**
 * A Stripe webhook delivery: signature and freshness first, then each event id once. A paid
 * Checkout Session is fulfilled (the same idempotent path as the success page); a failure
 * forgets the event so Stripe's retry runs it again.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const event = await verifiedEvent(rawBody, signature);
  const session = paidSession(event);
  if (!session) return { received: true, ignored: true };

  if (!(await recordEventOnce(event.id, event.type, new Date()))) {
    return { received: true, duplicate: true };
  }
  try {
    await fulfil(session.id, event.livemode ? 'live' : 'test');
    return { received: true };
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
    await forgetEvent(event.id).catch(() => undefined);
    throw error;
  }
}
