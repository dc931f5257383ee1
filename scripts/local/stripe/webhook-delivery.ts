import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { publicSession, type LocalCheckoutSession } from './sessions';

/** Where and how the local Stripe server delivers events (set by the local stack). */
export interface WebhookTarget {
  /** The local API's /api/stripe-webhook; unset: events are built but not delivered. */
  url?: string;
  liveSecret?: string;
  testSecret?: string;
}

function note(message: string): void {
  if (process.env.LOG_LEVEL !== 'silent') console.log(message);
}

export function webhookTargetFromEnv(env: NodeJS.ProcessEnv): WebhookTarget {
  return {
    url: env.STRIPE_WEBHOOK_URL || undefined,
    liveSecret: env.STRIPE_WEBHOOK_SECRET_LIVE || undefined,
    testSecret: env.STRIPE_WEBHOOK_SECRET_TEST || undefined,
  };
}

/** The Checkout Session events the local server sends, as Stripe names them. */
export type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';

/** A Checkout Session event as Stripe sends it (snapshot payload). */
export function sessionEvent(type: SessionEventType, session: LocalCheckoutSession) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: session.livemode,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: publicSession(session) },
  };
}

export function checkoutCompletedEvent(session: LocalCheckoutSession) {
  return sessionEvent('checkout.session.completed', session);
}

/**
 * Signs the event with its mode's webhook secret and POSTs it, like Stripe. Never throws:
 * a failed delivery must not block the buyer's redirect (the success page verifies too).
 */
export async function deliverEvent(
  event: ReturnType<typeof sessionEvent>,
  target: WebhookTarget,
): Promise<void> {
  const secret = event.livemode ? target.liveSecret : target.testSecret;
  if (!target.url || !secret) {
    note(`Not delivering ${event.type} ${event.id}: no webhook URL or secret`);
    return;
  }
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    note(`Delivered ${event.type} ${event.id}: HTTP ${response.status}`);
  } catch (error) {
    note(`Delivery of ${event.type} ${event.id} failed: ${String(error)}`);
  }
}
