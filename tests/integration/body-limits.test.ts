import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { handler as payouts } from '../../lambdas/functions/payouts';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { DEFAULT_MAX_BODY_BYTES } from '../../lambdas/routes/route-spec';
import { LOCAL_STRIPE_KEYS } from '../../scripts/local/stack';
import { call } from '../support/checkout';
import { createPayoutSeller, type PayoutSeller } from '../support/payouts';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * The body limit (256 KiB) holds on every route, with or without a body schema, before the
 * caller is authenticated, a webhook's signature checked or anything parsed: a validly signed
 * 300 KB event is refused as well as an unsigned one, and a normal signed event still goes in.
 */
const TOO_LARGE = { status: 413, body: { error: 'Request body is too large' } };
const PADDING = 'x'.repeat(300 * 1024);

/** A signed event of a type both endpoints acknowledge and ignore, padded to `padding`. */
function signedEvent(secret: string, padding = '') {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: true,
    type: 'payment_intent.created',
    data: { object: { id: 'pi_1', ...(padding && { description: padding }) } },
  });
  return {
    rawBody: payload,
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  };
}

let seller: PayoutSeller;

beforeAll(async () => {
  await useIsolatedTable();
  seller = await createPayoutSeller();
});

describe('body limits on every route', () => {
  it('the payments webhook refuses a signed 300 KB event with 413 and takes a normal one', async () => {
    const secret = LOCAL_STRIPE_KEYS.liveWebhookSecret;
    const huge = signedEvent(secret, PADDING);
    expect(Buffer.byteLength(huge.rawBody)).toBeGreaterThan(DEFAULT_MAX_BODY_BYTES);
    expect(await call(webhook, 'POST /api/stripe-webhook', huge)).toEqual(TOO_LARGE);
    expect(await call(webhook, 'POST /api/stripe-webhook', { ...huge, base64: true })).toEqual(
      TOO_LARGE,
    );
    expect(await call(webhook, 'POST /api/stripe-webhook', signedEvent(secret))).toEqual({
      status: 200,
      body: { received: true, ignored: true },
    });
  });

  it('the Connect webhook refuses a signed 300 KB event with 413 and takes a normal one', async () => {
    const secret = LOCAL_STRIPE_KEYS.liveConnectWebhookSecret;
    const route = 'POST /api/stripe-connect-webhook';
    expect(await call(payouts, route, signedEvent(secret, PADDING))).toEqual(TOO_LARGE);
    expect(await call(payouts, route, { ...signedEvent(secret, PADDING), base64: true })).toEqual(
      TOO_LARGE,
    );
    expect(await call(payouts, route, signedEvent(secret))).toEqual({
      status: 200,
      body: { received: true, ignored: true },
    });
  });

  it('a route without a body schema refuses a 300 KB body with 413, signed in or not', async () => {
    const route = 'POST /api/seller/payouts/onboarding';
    const body = { rawBody: JSON.stringify({ pad: PADDING }) };
    expect(await call(payouts, route, body)).toEqual(TOO_LARGE);
    expect(await call(payouts, route, { ...body, token: seller.accessToken })).toEqual(TOO_LARGE);
  });
});
