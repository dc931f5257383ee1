import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  createLocalStripeServer,
  sweepExpiredSessions,
} from '../../../scripts/local/stripe/server';
import { eventually } from '../../support/eventually';
import { LocalStripeStore } from '../../../scripts/local/stripe/store';
import { createSession as buildSession } from '../../../scripts/local/stripe/session-create';

/**
 * The local Stripe stand-in in-process: the official SDK against it, the hosted page, and the
 * signed webhook it delivers when the buyer pays.
 */
process.env.LOG_LEVEL = 'silent';

const SECRETS = { liveSecret: 'whsec_unit_live', testSecret: 'whsec_unit_test' };

interface Delivery {
  body: string;
  signature: string;
}

let stripeServer: http.Server;
let hookServer: http.Server;
let base: string;
let deliveries: Delivery[] = [];
let hookStatus = 200;
let hookUrl = '';

function deliveriesUrl(): string {
  return hookUrl;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function client(key: string): Stripe {
  const port = Number(new URL(base).port);
  return new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', telemetry: false });
}

function createSession(stripe: Stripe, email = 'guest@example.com') {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Lead <CRM>' } },
      },
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 1999, product_data: { name: 'Invoice OCR' } },
      },
    ],
    customer_email: email,
    metadata: { product_ids: 'p1,p2', mode: 'live' },
    success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/payment-canceled',
  });
}

beforeAll(async () => {
  hookServer = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(hookStatus).end('{}');
    });
  });
  const hookPort = await listen(hookServer);
  hookUrl = `http://127.0.0.1:${hookPort}`;
  stripeServer = createLocalStripeServer({
    port: 0,
    publicUrl: 'http://127.0.0.1:0',
    webhook: { url: `http://127.0.0.1:${hookPort}/api/stripe-webhook`, ...SECRETS },
  });
  const port = await listen(stripeServer);
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => stripeServer.close(resolve));
  await new Promise((resolve) => hookServer.close(resolve));
});

beforeEach(() => {
  deliveries = [];
  hookStatus = 200;
});

describe('local Stripe server', () => {
  it('shows the hosted page with items, total, e-mail and the two buttons', async () => {
    const session = await createSession(client('sk_live_x'));
    expect(session.id).toMatch(/^cs_live_/);
    const response = await fetch(`${base}/checkout/${session.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Lead &lt;CRM&gt;');
    expect(html).not.toContain('<CRM>');
    expect(html).toContain('$49.00');
    expect(html).toContain('$68.99');
    expect(html).toContain('guest@example.com');
    expect(html).toContain(`action="/checkout/${session.id}/pay"`);
    expect(html).toContain(`action="/checkout/${session.id}/cancel"`);
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });

  it('pays: marks the session paid, delivers a signed event, redirects to success', async () => {
    const stripe = client('sk_live_x');
    const session = await createSession(stripe);
    const response = await fetch(`${base}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:3000/payment-success?session_id=${session.id}`,
    );
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ payment_status: 'paid', status: 'complete', url: null });

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    const event = Stripe.webhooks.constructEvent(
      delivery!.body,
      delivery!.signature,
      SECRETS.liveSecret,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(event.id).toMatch(/^evt_/);
    expect(event.livemode).toBe(true);
    const object = event.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({ id: session.id, payment_status: 'paid' });
    expect(object.metadata).toEqual({ product_ids: 'p1,p2', mode: 'live' });

    const again = await fetch(`${base}/checkout/${session.id}/pay`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(deliveries).toHaveLength(1);
  });

  it('signs test-mode events with the test secret and still redirects when delivery fails', async () => {
    hookStatus = 500;
    const session = await createSession(client('sk_test_x'));
    const response = await fetch(`${base}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const [delivery] = deliveries;
    const event = Stripe.webhooks.constructEvent(
      delivery!.body,
      delivery!.signature,
      SECRETS.testSecret,
    );
    expect(event.livemode).toBe(false);
  });

  it('cancels to the cancel URL and leaves the session open', async () => {
    const stripe = client('sk_live_x');
    const session = await createSession(stripe);
    const response = await fetch(`${base}/checkout/${session.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/payment-canceled');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(deliveries).toHaveLength(0);
  });

  it('expires open sessions, and keeps each mode’s sessions to its own key', async () => {
    const live = client('sk_live_x');
    const session = await createSession(live);
    await expect(client('sk_test_x').checkout.sessions.retrieve(session.id)).rejects.toThrow(
      /No such checkout.session/,
    );
    const expired = await live.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    await expect(live.checkout.sessions.expire(session.id)).rejects.toThrow(/open/);
    const page = await fetch(`${base}/checkout/${session.id}`);
    expect(await page.text()).toContain('This checkout has expired');
  });

  it('answers unknown sessions with 404', async () => {
    expect((await fetch(`${base}/checkout/cs_live_unknown`)).status).toBe(404);
    await expect(client('sk_live_x').checkout.sessions.retrieve('cs_live_nope')).rejects.toThrow(
      /No such checkout.session/,
    );
  });

  it('announces an expiry through the API with checkout.session.expired', async () => {
    const stripe = client('sk_live_x');
    const session = await createSession(stripe);
    await stripe.checkout.sessions.expire(session.id);
    // Like Stripe, the event follows the API answer.
    await eventually(
      async () => deliveries,
      (received) => expect(received).toHaveLength(1),
    );
    const event = Stripe.webhooks.constructEvent(
      deliveries[0]!.body,
      deliveries[0]!.signature,
      SECRETS.liveSecret,
    );
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id: session.id, status: 'expired' });
  });

  it('completes a delayed payment unpaid, then announces its failure or success', async () => {
    const stripe = client('sk_live_x');
    const failing = await createSession(stripe);
    const later = await fetch(`${base}/checkout/${failing.id}/pay-later`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(later.status).toBe(303);
    expect(await stripe.checkout.sessions.retrieve(failing.id)).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
    const failed = await fetch(`${base}/checkout/${failing.id}/async-payment-failed`, {
      method: 'POST',
    });
    expect(failed.status).toBe(200);
    const succeeding = await createSession(stripe);
    await fetch(`${base}/checkout/${succeeding.id}/pay-later`, {
      method: 'POST',
      redirect: 'manual',
    });
    await fetch(`${base}/checkout/${succeeding.id}/async-payment-succeeded`, { method: 'POST' });
    expect((await stripe.checkout.sessions.retrieve(succeeding.id)).payment_status).toBe('paid');
    // Nothing is left to settle on a paid session.
    const again = await fetch(`${base}/checkout/${succeeding.id}/async-payment-failed`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);

    const events = deliveries.map((delivery) =>
      Stripe.webhooks.constructEvent(delivery.body, delivery.signature, SECRETS.liveSecret),
    );
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(events[0]?.data.object).toMatchObject({ id: failing.id, payment_status: 'unpaid' });
    expect(events[3]?.data.object).toMatchObject({ id: succeeding.id, payment_status: 'paid' });
  });

  it('expires sessions past their expiry once, announcing each', async () => {
    const store = new LocalStripeStore();
    const session = buildSession(
      {
        success_url: 'http://localhost/ok',
        line_items: [{ price_data: { unit_amount: '100', product_data: { name: 'X' } } }],
      },
      {
        publicUrl: 'http://127.0.0.1:0',
        livemode: true,
        now: Date.now(),
        lookup: () => {
          throw new Error('This session has no discount');
        },
        productName: () => undefined,
      },
    );
    store.sessions.save({ ...session, expires_at: Math.floor(Date.now() / 1000) - 1 });
    const port = Number(new URL(deliveriesUrl()).port);
    const target = { url: `http://127.0.0.1:${port}/api/stripe-webhook`, ...SECRETS };
    expect(await sweepExpiredSessions(store, target)).toBe(1);
    expect(await sweepExpiredSessions(store, target)).toBe(0);
    expect(store.sessions.get(session.id)?.status).toBe('expired');
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ type: 'checkout.session.expired' });
  });
});
