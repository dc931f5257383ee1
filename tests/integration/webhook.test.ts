import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listMonthlySales } from '../../lambdas/repositories/stats-repository';
import { listPurchases } from '../../lambdas/repositories/user-repository';
import { LOCAL_STRIPE_KEYS } from '../../scripts/local/stack';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  call,
  completedEvent,
  guestEmail,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { useIsolatedTable } from '../support/isolated-table';
import { waitForEmails } from '../support/mailbox';

const HOOK = 'POST /api/stripe-webhook';
const productA = `a-${randomUUID()}`;
const productB = `b-${randomUUID()}`;

async function startCheckout(user: TestUser): Promise<string> {
  const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment', {
    token: user.accessToken,
    body: { items: [{ id: productA }, { id: productB }] },
  });
  return body.url;
}

function deliver(payload: string, signature?: string, base64 = false) {
  return call(webhook, HOOK, {
    rawBody: payload,
    base64,
    headers: signature ? { 'stripe-signature': signature } : {},
  });
}

/** The month's sales counters, all shards summed. */
async function salesCounter(paidAt: string) {
  const month = (await listMonthlySales()).find((m) => m.yearMonth === paidAt.slice(0, 7));
  return {
    order_count: month?.orderCount ?? 0,
    items_sold: month?.itemsSold ?? 0,
    revenue_cents: month?.revenueCents ?? 0,
  };
}

describe('POST /api/stripe-webhook', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await putProduct(shopProduct(productA, { name: 'Alpha Flow', price: 30 }));
    await putProduct(shopProduct(productB, { name: 'Beta Flow', price: 12.5 }));
  });

  it('refuses a validly signed event of an unexpected shape with 400, and ignores an unreadable session', async () => {
    const sign = (event: unknown) => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: LOCAL_STRIPE_KEYS.liveWebhookSecret,
      });
      return deliver(payload, signature);
    };
    expect(await sign({ type: 'checkout.session.completed' })).toEqual({
      status: 400,
      body: { error: 'Unexpected event' },
    });
    expect(await sign([1, 2, 3])).toEqual({ status: 400, body: { error: 'Unexpected event' } });
    const unreadable = await sign({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      livemode: true,
      type: 'checkout.session.completed',
      data: { object: { id: { nested: true }, payment_status: 'paid' } },
    });
    expect(unreadable).toEqual({ status: 200, body: { received: true, ignored: true } });
  });

  it('refuses a forged, a missing and a stale signature with 400', async () => {
    const user = await createSignedInUser();
    const sessionId = sessionIdOf(await startCheckout(user));
    await payOnHostedPage(`${process.env.STRIPE_ENDPOINT}/checkout/${sessionId}`);

    const forged = await completedEvent(sessionId, { secret: 'whsec_attacker' });
    expect(await deliver(forged.payload, forged.signature)).toEqual({
      status: 400,
      body: { error: 'Invalid signature' },
    });
    expect((await deliver(forged.payload)).status).toBe(400);
    const stale = await completedEvent(sessionId, {
      timestamp: Math.floor(Date.now() / 1000) - 60 * 60,
    });
    expect(await deliver(stale.payload, stale.signature)).toEqual({
      status: 400,
      body: { error: 'Invalid signature' },
    });
    const valid = await completedEvent(sessionId);
    const tampered = valid.payload.replace('"paid"', '"unpaid"');
    expect((await deliver(tampered, valid.signature)).status).toBe(400);
    expect((await deliver('not json', valid.signature)).status).toBe(400);

    expect((await getOrder(sessionId))?.status).toBe('pending');
    expect(await listPurchases(user.userId)).toEqual([]);
  });

  it('fulfils a paid session once: order paid, purchases, counters, one receipt', async () => {
    const user = await createSignedInUser();
    const sessionId = sessionIdOf(await startCheckout(user));
    await payOnHostedPage(`${process.env.STRIPE_ENDPOINT}/checkout/${sessionId}`);
    const event = await completedEvent(sessionId);
    const before = await salesCounter(new Date().toISOString());

    const first = await deliver(event.payload, event.signature, true);
    expect(first).toEqual({ status: 200, body: { received: true } });

    const order = await getOrder(sessionId);
    expect(order?.status).toBe('paid');
    expect(order?.paid_at).toEqual(expect.any(String));
    const purchases = await listPurchases(user.userId);
    expect(purchases.map((p) => p.product_id).sort()).toEqual([productA, productB].sort());
    expect(purchases.find((p) => p.product_id === productA)).toMatchObject({
      amount_paid_cents: 3000,
      is_test: false,
      purchase_date: order?.paid_at,
      session_id: sessionId,
    });
    const after = await salesCounter(order?.paid_at ?? '');
    expect(Number(after?.order_count ?? 0) - Number(before?.order_count ?? 0)).toBe(1);
    expect(Number(after?.items_sold ?? 0) - Number(before?.items_sold ?? 0)).toBe(2);
    expect(Number(after?.revenue_cents ?? 0) - Number(before?.revenue_cents ?? 0)).toBe(4250);

    // The same delivery again, and the same session in a new event: nothing new happens.
    expect(await deliver(event.payload, event.signature)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    const other = await completedEvent(sessionId);
    expect((await deliver(other.payload, other.signature)).status).toBe(200);
    expect(await listPurchases(user.userId)).toHaveLength(2);
    expect((await getOrder(sessionId))?.paid_at).toBe(order?.paid_at);
    expect(Number((await salesCounter(order?.paid_at ?? ''))?.order_count)).toBe(
      Number(after?.order_count),
    );

    const mails = await waitForEmails(user.email, (received) => received.length > 0);
    expect(mails).toHaveLength(1);
    const [receipt] = mails;
    expect(receipt?.body.text).toContain('Alpha Flow: $30.00');
    expect(receipt?.body.text).toContain('Total: $42.50');
    expect(receipt?.body.text).toContain(`${process.env.SITE_URL}/myaccount`);
  });

  it('records test-mode payments as test purchases and leaves sales figures alone', async () => {
    const tester = await createSignedInUser({ groups: ['test_user'] });
    const sessionId = sessionIdOf(await startCheckout(tester));
    expect(sessionId).toMatch(/^cs_test_/);
    await payOnHostedPage(`${process.env.STRIPE_ENDPOINT}/checkout/${sessionId}`);
    const before = await salesCounter(new Date().toISOString());
    const event = await completedEvent(sessionId);
    expect((await deliver(event.payload, event.signature)).status).toBe(200);
    const purchases = await listPurchases(tester.userId);
    expect(purchases).toHaveLength(2);
    expect(purchases.every((p) => p.is_test)).toBe(true);
    const after = await salesCounter((await getOrder(sessionId))?.paid_at ?? '');
    expect(after?.order_count).toEqual(before?.order_count);
    const [receipt] = await waitForEmails(tester.email, (received) => received.length > 0);
    expect(receipt?.subject).toContain('(test mode)');
  });

  it('grants nothing for an unpaid completion; ignores other events and sessions not ours', async () => {
    const user = await createSignedInUser();
    const sessionId = sessionIdOf(await startCheckout(user));
    // Completed but unpaid: a delayed payment method, the order waits for its outcome.
    const unpaid = await completedEvent(sessionId);
    expect(await deliver(unpaid.payload, unpaid.signature)).toEqual({
      status: 200,
      body: { received: true },
    });
    expect((await getOrder(sessionId))?.status).toBe('pending');

    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      livemode: true,
      type: 'payment_intent.created',
      data: { object: { id: 'pi_1' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: LOCAL_STRIPE_KEYS.liveWebhookSecret,
    });
    expect((await deliver(payload, signature)).body).toEqual({ received: true, ignored: true });

    // A paid session this shop never recorded (another table, another integration).
    const guestSession = await call<{ url: string }>(
      checkout,
      'POST /api/create-payment-universal',
      { body: { items: [{ id: productA }], email: guestEmail() } },
    );
    const foreignId = sessionIdOf(guestSession.body.url);
    await payOnHostedPage(guestSession.body.url);
    const foreign = await completedEvent(foreignId);
    const swapped = JSON.parse(foreign.payload) as { data: { object: { id: string } } };
    swapped.data.object.id = 'cs_live_notours00000000';
    const swappedPayload = JSON.stringify(swapped);
    const swappedSignature = Stripe.webhooks.generateTestHeaderString({
      payload: swappedPayload,
      secret: LOCAL_STRIPE_KEYS.liveWebhookSecret,
    });
    expect(await deliver(swappedPayload, swappedSignature)).toEqual({
      status: 200,
      body: { received: true, ignored: true },
    });
  });
});
