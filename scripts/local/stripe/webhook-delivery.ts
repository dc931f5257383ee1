import Stripe from 'stripe';
import {
  CONNECT_WEBHOOK_EVENTS,
  PAYMENTS_WEBHOOK_EVENTS,
  type CheckoutSessionEvent,
} from '../../../lambdas/rules/stripe-events';
import type { EventEndpoint, LocalEvent, OutgoingEvent } from './events';
import { buildEvent } from './events';
import { publicSession, type LocalCheckoutSession } from './sessions';

/** Where and how the local Stripe server delivers events of one endpoint (set by the stack). */
export interface WebhookTarget {
  /** The local API's webhook route; unset: events are built but not delivered. */
  url?: string;
  liveSecret?: string;
  testSecret?: string;
  /**
   * The event types the endpoint is subscribed to, as on Stripe: others are not delivered.
   * The stack's endpoints subscribe to the lists the code handles (SUBSCRIBED_EVENTS).
   */
  events?: readonly string[];
}

/**
 * What each of the stack's endpoints subscribes to: the same lists the webhook handlers read
 * and the deploy tool registers on Stripe, so an event the code does not list is not
 * delivered here either.
 */
export const SUBSCRIBED_EVENTS: Record<EventEndpoint, readonly string[]> = {
  account: PAYMENTS_WEBHOOK_EVENTS,
  connect: CONNECT_WEBHOOK_EVENTS,
};

/** The account's own endpoint (/api/stripe-webhook) and the Connect one, each with its secrets. */
export type WebhookTargets = Record<EventEndpoint, WebhookTarget>;

function note(message: string): void {
  if (process.env.LOG_LEVEL !== 'silent') console.log(message);
}

export function webhookTargetsFromEnv(env: NodeJS.ProcessEnv): WebhookTargets {
  return {
    account: {
      events: SUBSCRIBED_EVENTS.account,
      url: env.STRIPE_WEBHOOK_URL || undefined,
      liveSecret: env.STRIPE_WEBHOOK_SECRET_LIVE || undefined,
      testSecret: env.STRIPE_WEBHOOK_SECRET_TEST || undefined,
    },
    connect: {
      events: SUBSCRIBED_EVENTS.connect,
      url: env.STRIPE_CONNECT_WEBHOOK_URL || undefined,
      liveSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET_LIVE || undefined,
      testSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET_TEST || undefined,
    },
  };
}

/** The Checkout Session events the local server sends, as Stripe names them. */
export type SessionEventType = CheckoutSessionEvent;

export function sessionEvent(type: SessionEventType, session: LocalCheckoutSession): LocalEvent {
  return buildEvent(type, publicSession(session), { livemode: session.livemode });
}

export function checkoutCompletedEvent(session: LocalCheckoutSession): LocalEvent {
  return sessionEvent('checkout.session.completed', session);
}

/**
 * Signs the event with its mode's webhook secret and POSTs it, like Stripe. Never throws:
 * a failed delivery must not block the buyer's redirect (the success page verifies too).
 */
export async function deliverEvent(event: LocalEvent, target: WebhookTarget): Promise<void> {
  if (target.events && !target.events.includes(event.type)) {
    note(`Not delivering ${event.type} ${event.id}: the endpoint is not subscribed to it`);
    return;
  }
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

/** Delivers events one after the other, each to its endpoint, in the order they happened. */
export async function deliverAll(events: OutgoingEvent[], targets: WebhookTargets): Promise<void> {
  for (const { endpoint, event } of events) await deliverEvent(event, targets[endpoint]);
}
