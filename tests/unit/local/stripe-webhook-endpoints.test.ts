import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Stripe from 'stripe';
import {
  CONNECT_WEBHOOK_EVENTS,
  PAYMENTS_WEBHOOK_EVENTS,
} from '../../../lambdas/rules/stripe-events';
import { buildEvent } from '../../../scripts/local/stripe/events';
import { deliverEvent, SUBSCRIBED_EVENTS } from '../../../scripts/local/stripe/webhook-delivery';
import { startLocalStripe, type LocalStripeHarness } from './local-stripe-harness';

/**
 * The webhook endpoints API of the local Stripe server, through the official SDK, as the deploy
 * tool uses it: the signing secret only in the answer to create, each mode its own endpoints,
 * updates of events and status, deletion, Stripe's refusals; and the stack's own endpoints
 * subscribed to exactly the events the code handles.
 */
let local: LocalStripeHarness;
let stripe: Stripe;
const URL_BASE = 'https://shop.unit.test';

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_endpoints');
});

afterAll(() => local.close());

describe('webhook endpoints', () => {
  it('creates with the secret once; retrieve and list never show it', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: `${URL_BASE}/api/stripe-webhook`,
      enabled_events: ['checkout.session.completed', 'charge.refunded'],
      metadata: { environment: 'unit' },
      description: 'payments',
      api_version: '2026-10-28.endive',
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      url: `${URL_BASE}/api/stripe-webhook`,
      enabled_events: ['checkout.session.completed', 'charge.refunded'],
      metadata: { environment: 'unit' },
      description: 'payments',
      api_version: '2026-10-28.endive',
      status: 'enabled',
      livemode: false,
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_/);

    const retrieved = await stripe.webhookEndpoints.retrieve(created.id);
    expect(retrieved.secret).toBeUndefined();
    const { secret: _secret, lastResponse: _created, ...shown } = created;
    const { lastResponse: _retrieved, ...answered } = retrieved;
    expect(answered).toEqual(shown);
    expect(JSON.stringify(retrieved)).not.toContain('connect');
    const listed = await stripe.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({
      limit: 1000,
    });
    const mine = listed.find((endpoint) => endpoint.id === created.id);
    expect(mine).toBeDefined();
    expect(mine?.secret).toBeUndefined();
  });

  it('keeps test and live endpoints apart', async () => {
    const live = local.client('sk_live_endpoints');
    const created = await live.webhookEndpoints.create({
      url: `${URL_BASE}/api/stripe-connect-webhook`,
      enabled_events: ['account.updated'],
      connect: true,
    });
    expect(created.livemode).toBe(true);
    await expect(stripe.webhookEndpoints.retrieve(created.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const testIds = (await stripe.webhookEndpoints.list({ limit: 100 })).data.map((e) => e.id);
    expect(testIds).not.toContain(created.id);
  });

  it('updates events, disables and enables, keeps metadata it was not told to change', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: `${URL_BASE}/a`,
      enabled_events: ['charge.refunded'],
      metadata: { a: '1', b: '2' },
    });
    const updated = await stripe.webhookEndpoints.update(created.id, {
      enabled_events: ['charge.refunded', 'charge.dispute.created'],
      disabled: true,
      metadata: { b: '' },
    });
    expect(updated).toMatchObject({
      enabled_events: ['charge.refunded', 'charge.dispute.created'],
      status: 'disabled',
      metadata: { a: '1' },
    });
    expect(updated.secret).toBeUndefined();
    const enabled = await stripe.webhookEndpoints.update(created.id, { disabled: false });
    expect(enabled.status).toBe('enabled');
    expect(enabled.enabled_events).toEqual(['charge.refunded', 'charge.dispute.created']);
  });

  it('deletes: gone from retrieve and list', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: `${URL_BASE}/b`,
      enabled_events: ['*'],
    });
    const deleted = await stripe.webhookEndpoints.del(created.id);
    expect(deleted).toMatchObject({ id: created.id, object: 'webhook_endpoint', deleted: true });
    await expect(stripe.webhookEndpoints.retrieve(created.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(stripe.webhookEndpoints.del(created.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    const ids = (await stripe.webhookEndpoints.list({ limit: 100 })).data.map((e) => e.id);
    expect(ids).not.toContain(created.id);
  });

  it('refuses a missing URL, a bad URL and a bad event name as Stripe does', async () => {
    await expect(
      stripe.webhookEndpoints.create({ enabled_events: ['charge.refunded'] } as never),
    ).rejects.toMatchObject({ statusCode: 400, param: 'url', code: 'parameter_missing' });
    await expect(
      stripe.webhookEndpoints.create({ url: 'ftp://x', enabled_events: ['charge.refunded'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'url' });
    await expect(
      stripe.webhookEndpoints.create({
        url: `${URL_BASE}/c`,
        enabled_events: ['charge.refunded', 'Not An Event' as never],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'enabled_events[1]' });
    await expect(
      stripe.webhookEndpoints.create({ url: `${URL_BASE}/c`, enabled_events: [] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'enabled_events' });
  });

  it('keeps endpoints across a restart from the data file', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stripe-endpoints-'));
    try {
      const dataFile = path.join(folder, 'stripe.json');
      const first = await startLocalStripe({ dataFile });
      const created = await first
        .client('sk_test_restart')
        .webhookEndpoints.create({ url: `${URL_BASE}/d`, enabled_events: ['account.updated'] });
      await first.close();
      const second = await startLocalStripe({ dataFile });
      try {
        const again = await second.client('sk_test_restart').webhookEndpoints.retrieve(created.id);
        expect(again).toMatchObject({ url: `${URL_BASE}/d`, enabled_events: ['account.updated'] });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the stack's endpoints on the local server", () => {
  it('subscribe to exactly the events the webhook handlers list', () => {
    expect(SUBSCRIBED_EVENTS).toEqual({
      account: PAYMENTS_WEBHOOK_EVENTS,
      connect: CONNECT_WEBHOOK_EVENTS,
    });
  });

  it('are not sent an event they are not subscribed to', async () => {
    const received: string[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push(
          (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string }).type,
        );
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const target = {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      testSecret: 'whsec_unit_filter',
      events: SUBSCRIBED_EVENTS.account,
    };
    try {
      await deliverEvent(buildEvent('customer.created', {}, { livemode: false }), target);
      await deliverEvent(buildEvent('account.updated', {}, { livemode: false }), target);
      await deliverEvent(buildEvent('charge.refunded', {}, { livemode: false }), target);
      // deliverEvent resolves after the receiver answered, so what arrived is all there is.
      expect(received).toEqual(['charge.refunded']);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
