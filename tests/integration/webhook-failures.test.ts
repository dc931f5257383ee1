import { randomUUID } from 'node:crypto';
import type { AuditResponse } from '../../lambdas/contracts/admin';
import type {
  WebhookFailuresResponse,
  WebhookRetryResponse,
} from '../../lambdas/contracts/webhook';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { resetStripeClients } from '../../lambdas/infra/stripe';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listPurchases } from '../../lambdas/repositories/user-repository';
import { callAdmin } from '../support/admin-api';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  call,
  completedEvent,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { useIsolatedTable } from '../support/isolated-table';

const LIST = 'GET /api/admin/webhook-failures';
const RETRY = 'POST /api/admin/webhook-failures/{eventId}/retry';

/** Points the handlers' Stripe client at a closed port, so fulfilment cannot ask Stripe. */
function breakStripe(): () => void {
  const working = process.env[ENV.stripeEndpoint];
  process.env[ENV.stripeEndpoint] = 'http://127.0.0.1:9';
  resetConfigCache();
  resetStripeClients();
  return () => {
    process.env[ENV.stripeEndpoint] = working;
    resetConfigCache();
    resetStripeClients();
  };
}

describe('failed webhook fulfilments: recorded, listed and retried by an admin', () => {
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    [admin, buyer] = await Promise.all([
      createSignedInUser({ groups: ['admin'] }),
      createSignedInUser(),
    ]);
  });

  /** A paid checkout of a new product (a buyer cannot buy the same product twice). */
  async function paidSessionEvent() {
    const productId = `wf-${randomUUID()}`;
    await putProduct(shopProduct(productId, { name: 'Retry Flow', price: 19 }));
    const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment', {
      token: buyer.accessToken,
      body: { items: [{ id: productId }] },
    });
    const sessionId = sessionIdOf(body.url);
    await payOnHostedPage(body.url);
    return { productId, sessionId, event: await completedEvent(sessionId) };
  }

  function deliver(payload: string, signature: string) {
    return call(webhook, 'POST /api/stripe-webhook', {
      rawBody: payload,
      headers: { 'stripe-signature': signature },
    });
  }

  function listAs(user: TestUser) {
    return call<WebhookFailuresResponse & { error?: string }>(webhook, LIST, {
      token: user.accessToken,
    });
  }

  it('records a failed fulfilment with its error, and an admin retry fulfils it and is audited', async () => {
    const { productId, sessionId, event } = await paidSessionEvent();

    const restore = breakStripe();
    let delivery;
    try {
      delivery = await deliver(event.payload, event.signature);
    } finally {
      restore();
    }
    expect(delivery.status).toBe(502);
    expect((await getOrder(sessionId))?.status).toBe('pending');

    const listed = await listAs(admin);
    expect(listed.status).toBe(200);
    const failure = listed.body.failures.find((f) => f.event_id === event.eventId);
    expect(failure).toMatchObject({
      event_type: 'checkout.session.completed',
      status: 'open',
      attempts: 1,
      mode: 'live',
    });
    expect(failure?.error.length).toBeGreaterThan(0);
    // The whole session id opens a guest's downloads: only a shortened reference is shown.
    expect(JSON.stringify(listed.body)).not.toContain(sessionId);

    const retry = await callRetry(event.eventId);
    expect(retry.status).toBe(200);
    expect(retry.body.outcome).toBe('resolved');
    expect(retry.body.failure).toMatchObject({ status: 'resolved', resolved_by: 'admin' });
    expect((await getOrder(sessionId))?.status).toBe('paid');
    expect((await listPurchases(buyer.userId)).map((p) => p.product_id)).toContain(productId);

    const after = await listAs(admin);
    expect(after.body.failures.map((f) => f.event_id)).not.toContain(event.eventId);

    const audit = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { action: 'webhook.retry' },
    });
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        action: 'webhook.retry',
        actor_id: admin.userId,
        target_type: 'webhook_event',
        target_id: event.eventId,
      }),
    ]);

    // Resolved failures are not retried again.
    expect((await callRetry(event.eventId)).status).toBe(404);
  });

  it('a failure that Stripe retries successfully leaves the list by itself', async () => {
    const { sessionId, event } = await paidSessionEvent();
    const restore = breakStripe();
    try {
      expect((await deliver(event.payload, event.signature)).status).toBe(502);
    } finally {
      restore();
    }
    expect((await listAs(admin)).body.failures.map((f) => f.event_id)).toContain(event.eventId);

    expect(await deliver(event.payload, event.signature)).toEqual({
      status: 200,
      body: { received: true },
    });
    expect((await getOrder(sessionId))?.status).toBe('paid');
    expect((await listAs(admin)).body.failures.map((f) => f.event_id)).not.toContain(event.eventId);
  });

  it('a retry that fails again stays open with one more attempt', async () => {
    const { event } = await paidSessionEvent();
    const restore = breakStripe();
    try {
      expect((await deliver(event.payload, event.signature)).status).toBe(502);
      const retry = await callRetry(event.eventId);
      expect(retry.status).toBe(200);
      expect(retry.body.outcome).toBe('failed');
      expect(retry.body.failure).toMatchObject({ status: 'open', attempts: 2 });
    } finally {
      restore();
    }
    expect((await callRetry(event.eventId)).body.outcome).toBe('resolved');
  });

  it('only admins list or retry; an unknown event is 404', async () => {
    expect((await listAs(buyer)).status).toBe(403);
    const anonymous = await call(webhook, LIST);
    expect(anonymous.status).toBe(401);
    expect((await callRetry('evt_unknown')).status).toBe(404);
    expect((await callRetry('evt_unknown', buyer)).status).toBe(403);
  });

  async function callRetry(eventId: string, user: TestUser = admin) {
    const event = apiEvent(RETRY, { token: user.accessToken, pathParameters: { eventId } });
    const result = await webhook(event, testContext);
    return {
      status: result.statusCode ?? 200,
      body: JSON.parse(result.body ?? '{}') as WebhookRetryResponse & { error?: string },
    };
  }
});
