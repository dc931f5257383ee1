import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import { tableName } from '../../lambdas/repositories/table';
import { createSignedInUser } from '../support/cognito-users';
import { call, guestEmail, localStripe, payOnHostedPage, sessionIdOf } from '../support/checkout';
import {
  buyer,
  cart,
  CREATE,
  CREATE_GUEST,
  ids,
  useCheckoutCatalogue,
} from '../support/checkout-catalogue';

// Sessions and orders made; the refusals are in checkout-refusals.test.ts.
describe('checkout: create-payment and create-payment-universal', () => {
  useCheckoutCatalogue();

  it('creates a Checkout Session with table prices and records the pending order', async () => {
    const { status, body } = await call<{ url: string }>(checkout, CREATE, {
      token: buyer.accessToken,
      body: { items: cart(ids.flow, ids.dashboard, ids.flow), currency: 'usd', testMode: true },
    });
    expect(status).toBe(200);
    expect(body.url).toMatch(/\/checkout\/cs_live_\w+$/);
    const sessionId = sessionIdOf(body.url);

    const stripe = localStripe('live');
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'usd',
      customer_email: buyer.email,
      client_reference_id: buyer.userId,
      amount_total: 4999 + 1900,
      livemode: true,
    });
    expect(session.metadata).toEqual({
      user_id: buyer.userId,
      product_ids: `${ids.flow},${ids.dashboard}`,
      mode: 'live',
      order_id: expect.stringMatching(/^ord_[0-9a-f]{32}$/),
    });
    expect(session.success_url).toBe(
      `${process.env.SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`${process.env.SITE_URL}/payment-canceled`);
    const lines = await stripe.checkout.sessions.listLineItems(sessionId);
    expect(lines.data.map((line) => [line.description, line.price?.unit_amount])).toEqual([
      ['Flow Builder', 4999],
      ['Revenue Dashboard', 1900],
    ]);

    const order = await getOrder(sessionId);
    expect(order).toMatchObject({
      session_id: sessionId,
      status: 'pending',
      buyer_email: buyer.email,
      user_id: buyer.userId,
      buyer_type: 'user',
      mode: 'live',
      product_ids: [ids.flow, ids.dashboard],
      line_cents: { [ids.flow]: 4999, [ids.dashboard]: 1900 },
      product_names: { [ids.flow]: 'Flow Builder', [ids.dashboard]: 'Revenue Dashboard' },
      total_cents: 6899,
    });
    expect(order?.paid_at).toBeUndefined();
    const partition = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `ORDER#${sessionId}` },
      }),
    );
    const items = partition.Items ?? [];
    expect(items.map((item) => item.SK).sort()).toEqual(
      ['ORDER', `ITEM#${ids.flow}`, `ITEM#${ids.dashboard}`].sort(),
    );
    expect(items.find((item) => item.SK === 'ORDER')).toMatchObject({
      GSI2PK: `EMAIL#${buyer.email}`,
      GSI2SK: `ORDER#${order?.created_at}`,
    });
    expect(items.find((item) => item.SK === `ITEM#${ids.flow}`)).toMatchObject({
      product_name: 'Flow Builder',
      amount_cents: 4999,
    });
  });

  it('puts a test_user on the test key', async () => {
    const tester = await createSignedInUser({ groups: ['test_user'] });
    const { body } = await call<{ url: string }>(checkout, CREATE, {
      token: tester.accessToken,
      body: { items: cart(ids.flow) },
    });
    const sessionId = sessionIdOf(body.url);
    expect(sessionId).toMatch(/^cs_test_/);
    expect((await getOrder(sessionId))?.mode).toBe('test');
  });

  it('lets a guest check out with an e-mail (stored lower-case) and an optional name', async () => {
    const email = guestEmail();
    const { status, body } = await call<{ url: string }>(checkout, CREATE_GUEST, {
      body: { items: cart(ids.dashboard), email: email.toUpperCase(), fullName: ' Gail Guest ' },
    });
    expect(status).toBe(200);
    const sessionId = sessionIdOf(body.url);
    expect(sessionId).toMatch(/^cs_live_/);
    const order = await getOrder(sessionId);
    expect(order).toMatchObject({
      buyer_email: email,
      buyer_name: 'Gail Guest',
      buyer_type: 'guest',
    });
    expect(order?.user_id).toBeUndefined();
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(session.client_reference_id).toBeNull();
    expect(session.metadata).toEqual({
      product_ids: ids.dashboard,
      mode: 'live',
      order_id: expect.stringMatching(/^ord_[0-9a-f]{32}$/),
    });
  });

  it('tells a signed-in buyer what they already own', async () => {
    const owner = await createSignedInUser();
    await putPurchase({
      user_id: owner.userId,
      product_id: ids.dashboard,
      purchase_date: '2026-01-01T00:00:00.000Z',
      amount_paid_cents: 1900,
      is_test: false,
    });
    const { status, body } = await call(checkout, CREATE, {
      token: owner.accessToken,
      body: { items: cart(ids.flow, ids.dashboard) },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      existingBuyer: true,
      message: 'You already own: Revenue Dashboard. Remove them from your cart to continue.',
      productIds: [ids.dashboard],
    });
  });

  it('tells a guest who paid for a product before with that e-mail', async () => {
    const email = guestEmail();
    const first = await call<{ url: string }>(checkout, CREATE_GUEST, {
      body: { items: cart(ids.flow), email },
    });
    await payOnHostedPage(first.body.url);
    const verified = await call(checkout, 'POST /api/verify-payment-universal', {
      body: { sessionId: sessionIdOf(first.body.url) },
    });
    expect(verified.body.success).toBe(true);

    const again = await call(checkout, CREATE_GUEST, {
      body: { items: cart(ids.flow, ids.dashboard), email },
    });
    // Whoever typed the address learns that it bought something here, as the spec answers,
    // but not what.
    expect(again.body).toEqual({
      existingBuyer: true,
      message:
        'This email address has already bought some of these products. Remove them from your cart to continue.',
      productIds: [],
    });
    // A pending (unpaid) order does not count as owning.
    const unpaidEmail = guestEmail();
    await call(checkout, CREATE_GUEST, { body: { items: cart(ids.flow), email: unpaidEmail } });
    const retry = await call(checkout, CREATE_GUEST, {
      body: { items: cart(ids.flow), email: unpaidEmail },
    });
    expect(retry.body.url).toBeDefined();
  });

  it('asks a guest to sign in when the e-mail belongs to an account', async () => {
    const member = await createSignedInUser();
    const { status, body } = await call(checkout, CREATE_GUEST, {
      body: { items: cart(ids.flow), email: member.email },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      requiresLogin: true,
      message: 'An account exists for this email. Please sign in to complete your purchase.',
    });
  });
});
