import { randomUUID } from 'node:crypto';
import { keys } from '../../lambdas/repositories/keys';
import { PENDING_ORDER_TTL_SECONDS } from '../../lambdas/repositories/order-repository';
import { listProductBuyers } from '../../lambdas/repositories/notification-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listPurchases } from '../../lambdas/repositories/user-repository';
import { localStripe, sessionIdOf, shopProduct } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import {
  deliverSessionEvent,
  getOrder,
  openCheckout,
  rawItem,
  rawOrder,
  type Buyer,
} from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo } from '../support/mailbox';

/**
 * Pending orders do not live forever: they carry a TTL a little past Stripe's session expiry,
 * and Stripe's expired and failed-payment events close them without granting anything.
 */
const productId = `p-${randomUUID()}`;

/** Presses a button of the local hosted page that scripts and tests use (no redirect check). */
async function press(url: string, action: string): Promise<number> {
  const target = `${url.replace('//localhost:', '//127.0.0.1:')}/${action}`;
  return (await fetch(target, { method: 'POST', redirect: 'manual' })).status;
}

async function buyer(): Promise<Buyer & { kind: 'user' }> {
  return { kind: 'user', user: await createSignedInUser() };
}

describe('pending orders', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await putProduct(shopProduct(productId, { name: 'Gamma Flow', price: 15 }));
  });

  it('expire through TTL a little after Stripe expires their session', async () => {
    const before = Math.floor(Date.now() / 1000);
    const sessionId = sessionIdOf(await openCheckout(await buyer(), [productId]));
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId);
    const ttl = Number((await rawOrder(sessionId))?.ttl);
    expect(ttl).toBeGreaterThanOrEqual(before + PENDING_ORDER_TTL_SECONDS);
    // Later than the session's own expiry, but within a few hours of it.
    expect(ttl).toBeGreaterThan(session.expires_at);
    expect(ttl - session.expires_at).toBeLessThanOrEqual(3 * 60 * 60);
  });

  it('lose the TTL when paid, and the order is never removed', async () => {
    const customer = await buyer();
    const url = await openCheckout(customer, [productId]);
    expect(await press(url, 'pay')).toBe(303);
    await deliverSessionEvent(sessionIdOf(url), 'checkout.session.completed');
    const order = await rawOrder(sessionIdOf(url));
    expect(order?.status).toBe('paid');
    expect(order).not.toHaveProperty('ttl');
  });

  it('close on checkout.session.expired: nothing granted, no e-mail, no buyer listing', async () => {
    const customer = await buyer();
    const url = await openCheckout(customer, [productId]);
    const sessionId = sessionIdOf(url);
    // Expiring through the API is what Stripe announces with the event.
    await localStripe('live').checkout.sessions.expire(sessionId);
    const answer = await deliverSessionEvent(sessionId, 'checkout.session.expired');
    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await getOrder(sessionId)).toMatchObject({ status: 'expired' });
    expect(await rawItem(keys.orderItem(sessionId, productId))).toBeUndefined();
    expect((await listProductBuyers(productId)).sessionIds).not.toContain(sessionId);
    expect(await listPurchases(customer.user.userId)).toEqual([]);
    expect(await emailsTo(customer.user.email)).toEqual([]);
    // A late or replayed completion changes nothing.
    await deliverSessionEvent(sessionId, 'checkout.session.completed');
    expect((await getOrder(sessionId))?.status).toBe('expired');
  });

  it('wait for a delayed payment without TTL, then close when it fails', async () => {
    const customer = await buyer();
    const url = await openCheckout(customer, [productId]);
    const sessionId = sessionIdOf(url);
    expect(await press(url, 'pay-later')).toBe(303);
    await deliverSessionEvent(sessionId, 'checkout.session.completed');
    const waiting = await rawOrder(sessionId);
    expect(waiting?.status).toBe('pending');
    expect(waiting).not.toHaveProperty('ttl');

    expect(await press(url, 'async-payment-failed')).toBe(200);
    const answer = await deliverSessionEvent(sessionId, 'checkout.session.async_payment_failed');
    expect(answer.status).toBe(200);
    expect(await getOrder(sessionId)).toMatchObject({ status: 'failed' });
    expect(await listPurchases(customer.user.userId)).toEqual([]);
    expect(await emailsTo(customer.user.email)).toEqual([]);
  });

  it('grant a delayed payment that succeeds', async () => {
    const customer = await buyer();
    const url = await openCheckout(customer, [productId]);
    const sessionId = sessionIdOf(url);
    expect(await press(url, 'pay-later')).toBe(303);
    await deliverSessionEvent(sessionId, 'checkout.session.completed');
    expect(await press(url, 'async-payment-succeeded')).toBe(200);
    await deliverSessionEvent(sessionId, 'checkout.session.async_payment_succeeded');
    expect((await getOrder(sessionId))?.status).toBe('paid');
    expect(await listPurchases(customer.user.userId)).toHaveLength(1);
    expect(await emailsTo(customer.user.email)).toHaveLength(1);
  });

  it('ignore close events of sessions that are not ours', async () => {
    const session = await localStripe('live').checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'Other' } },
        },
      ],
      success_url: 'https://example.com/done',
    });
    const answer = await deliverSessionEvent(session.id, 'checkout.session.expired');
    expect(answer).toEqual({ status: 200, body: { received: true, ignored: true } });
  });
});
