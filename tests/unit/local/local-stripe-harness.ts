import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { freePort } from '../../../scripts/local/processes';
import { createLocalStripeServer } from '../../../scripts/local/stripe/server';
import { eventually } from '../../support/eventually';

/**
 * The local Stripe server in-process for unit tests, with a receiver for both webhook
 * endpoints (the account's and the Connect one), a clock the test can move, and the official
 * SDK pointed at it.
 */
process.env.LOG_LEVEL = 'silent';

export const SECRETS = {
  account: { liveSecret: 'whsec_unit_live', testSecret: 'whsec_unit_test' },
  connect: { liveSecret: 'whsec_unit_connect_live', testSecret: 'whsec_unit_connect_test' },
};

export const ACCOUNT_HOOK_PATH = '/api/stripe-webhook';
export const CONNECT_HOOK_PATH = '/api/stripe-connect-webhook';

export interface Delivery {
  path: string;
  body: string;
  signature: string;
}

function listen(server: http.Server, port = 0): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

export interface LocalStripeHarness {
  base: string;
  deliveries: Delivery[];
  /** Moves the server's clock forward (link expiry, idempotency keys). */
  advanceClock: (ms: number) => void;
  client: (key: string) => Stripe;
  /** Presses Pay on the hosted page of a session. */
  pay: (sessionId: string) => Promise<void>;
  /** The verified events delivered to one endpoint, in order. */
  eventsAt: (path: string, secret: string) => Stripe.Event[];
  /** The same once `count` have arrived (the server sends an event after its answer). */
  eventsDelivered: (path: string, secret: string, count: number) => Promise<Stripe.Event[]>;
  close: () => Promise<void>;
}

export async function startLocalStripe(options: { dataFile?: string } = {}) {
  const deliveries: Delivery[] = [];
  const hookServer = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        path: request.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(200).end('{}');
    });
  });
  const hookBase = `http://127.0.0.1:${await listen(hookServer)}`;
  let clockOffset = 0;
  // The server's public URL names its port (onboarding links, the payment page), so pick it first.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stripeServer = createLocalStripeServer({
    port,
    publicUrl: base,
    webhook: { url: `${hookBase}${ACCOUNT_HOOK_PATH}`, ...SECRETS.account },
    connectWebhook: { url: `${hookBase}${CONNECT_HOOK_PATH}`, ...SECRETS.connect },
    dataFile: options.dataFile,
    now: () => Date.now() + clockOffset,
  });
  await listen(stripeServer, port);
  const harness: LocalStripeHarness = {
    base,
    deliveries,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    client: (key) =>
      new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', telemetry: false }),
    pay: async (sessionId) => {
      const response = await fetch(`${base}/checkout/${sessionId}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      if (response.status !== 303) throw new Error(`Pay answered ${response.status}`);
    },
    eventsAt: (path, secret) =>
      deliveries
        .filter((delivery) => delivery.path === path)
        .map((delivery) =>
          Stripe.webhooks.constructEvent(delivery.body, delivery.signature, secret),
        ),
    eventsDelivered: async (path, secret, count) => {
      await eventually(
        async () => harness.eventsAt(path, secret),
        (events) => expect(events).toHaveLength(count),
      );
      return harness.eventsAt(path, secret);
    },
    close: async () => {
      await new Promise((resolve) => stripeServer.close(resolve));
      await new Promise((resolve) => hookServer.close(resolve));
    },
  };
  return harness;
}

/** A session for two products, as the shop creates them, here with a transfer group. */
export function createPaidSessionParams(
  transferGroup?: string,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Lead CRM' } },
      },
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 1999, product_data: { name: 'Invoice OCR' } },
      },
    ],
    customer_email: 'guest@example.com',
    payment_intent_data: {
      metadata: { order_id: 'order-1' },
      ...(transferGroup ? { transfer_group: transferGroup } : {}),
    },
    success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/payment-canceled',
  };
}

/** An Express account that went through onboarding on the local page (transfers active). */
export async function onboardedAccount(stripe: Stripe): Promise<string> {
  const account = await stripe.accounts.create({
    type: 'express',
    email: 'seller@example.com',
    capabilities: { transfers: { requested: true } },
  });
  const link = await stripe.accountLinks.create({
    account: account.id,
    refresh_url: 'http://localhost:3000/refresh',
    return_url: 'http://localhost:3000/return',
    type: 'account_onboarding',
  });
  await fetch(link.url);
  const completed = await fetch(`${link.url}/complete`, { method: 'POST', redirect: 'manual' });
  if (completed.status !== 303) throw new Error(`Onboarding answered ${completed.status}`);
  return account.id;
}
