import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { LOCAL_STRIPE_KEYS } from '../../scripts/local/stack';
import { localStripe } from './checkout';

/**
 * Signed deliveries of the events Stripe sends about a payment after checkout (a refund, a
 * dispute), built from the objects as the local Stripe server holds them now.
 */
function signed(type: string, object: unknown, live: boolean, eventId?: string) {
  const payload = JSON.stringify({
    id: eventId ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: live,
    type,
    data: { object },
  });
  const secret = live ? LOCAL_STRIPE_KEYS.liveWebhookSecret : LOCAL_STRIPE_KEYS.testWebhookSecret;
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * A GET of the local Stripe API over HTTP, for what the tests' SDK lacks: it is the shop's
 * trimmed one, without charges or disputes (the shop never reads them).
 */
async function stripeGet<T>(live: boolean, path: string): Promise<T> {
  const key = live ? LOCAL_STRIPE_KEYS.liveSecretKey : LOCAL_STRIPE_KEYS.testSecretKey;
  const response = await fetch(`${process.env.STRIPE_ENDPOINT ?? ''}${path}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The charge behind a paid session. */
export async function chargeOf(
  sessionId: string,
): Promise<{ id: string } & Record<string, unknown>> {
  const live = sessionId.startsWith('cs_live_');
  const stripe = localStripe(live ? 'live' : 'test');
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = await stripe.paymentIntents.retrieve(String(session.payment_intent));
  return stripeGet(live, `/v1/charges/${String(intent.latest_charge)}`);
}

/** `charge.refunded` for the session's charge as it is now (a fresh event id unless given). */
export async function chargeRefundedEvent(sessionId: string, eventId?: string) {
  return signed(
    'charge.refunded',
    await chargeOf(sessionId),
    sessionId.startsWith('cs_live_'),
    eventId,
  );
}

/** `charge.dispute.created` for the session's newest dispute. */
export async function disputeCreatedEvent(sessionId: string) {
  const live = sessionId.startsWith('cs_live_');
  const charge = await chargeOf(sessionId);
  const disputes = await stripeGet<{ data: unknown[] }>(
    live,
    `/v1/disputes?charge=${charge.id}&limit=1`,
  );
  return signed('charge.dispute.created', disputes.data[0], live);
}

/** The buyer's bank disputes the session's charge (the local server's control path). */
export async function openDispute(sessionId: string, reason = 'fraudulent'): Promise<void> {
  const charge = await chargeOf(sessionId);
  const base = process.env.STRIPE_ENDPOINT ?? '';
  const response = await fetch(`${base}/_local/charges/${charge.id}/dispute`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ reason }).toString(),
  });
  if (response.status !== 200) throw new Error(`Dispute answered ${response.status}`);
}
