import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { resetConfigCache } from '../../lambdas/infra/config';
import { createPendingOrder, getOrder } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listPurchases } from '../../lambdas/repositories/user-repository';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  call,
  completedEvent,
  guestEmail,
  localStripe,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo, waitForEmails } from '../support/mailbox';

const VERIFY = 'POST /api/verify-payment';
const VERIFY_GUEST = 'POST /api/verify-payment-universal';
const productA = `a-${randomUUID()}`;
const productB = `b-${randomUUID()}`;

async function userCheckout(user: TestUser, items = [productA, productB]): Promise<string> {
  const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment', {
    token: user.accessToken,
    body: { items: items.map((id) => ({ id })) },
  });
  return body.url;
}

async function guestCheckout(email: string): Promise<string> {
  const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
    body: { items: [{ id: productA }], email, fullName: 'Gus Guest' },
  });
  return body.url;
}

describe('fulfilment: one idempotent path for the webhook and the success page', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await putProduct(shopProduct(productA, { name: 'Alpha Flow', price: 30 }));
    await putProduct(shopProduct(productB, { name: 'Beta Flow', price: 12.5 }));
  });

  it('records one set of purchases and sends one e-mail when webhook and page race', async () => {
    const user = await createSignedInUser();
    const url = await userCheckout(user);
    const sessionId = sessionIdOf(url);
    await payOnHostedPage(url);
    const events = await Promise.all([completedEvent(sessionId), completedEvent(sessionId)]);

    const results = await Promise.all([
      ...events.map((event) =>
        call(webhook, 'POST /api/stripe-webhook', {
          rawBody: event.payload,
          headers: { 'stripe-signature': event.signature },
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        call(checkout, VERIFY, { token: user.accessToken, body: { sessionId } }),
      ),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const verified of results.slice(2)) {
      expect(verified.body).toEqual({
        success: true,
        products: [
          { id: productA, name: 'Alpha Flow' },
          { id: productB, name: 'Beta Flow' },
        ],
        buyerEmail: user.email,
        invoice: {
          number: expect.stringMatching(/^LOCAL-\d{4}$/),
          url: expect.stringMatching(/\/invoices\/in_\w+$/),
          pdf_url: expect.stringMatching(/\/invoices\/in_\w+\/pdf$/),
        },
        receipt: {
          lines: [
            { id: productA, name: 'Alpha Flow', amount: 30 },
            { id: productB, name: 'Beta Flow', amount: 12.5 },
          ],
          totals: [{ label: 'Total', amount: 42.5 }],
        },
      });
    }
    expect((await getOrder(sessionId))?.status).toBe('paid');
    expect(await listPurchases(user.userId)).toHaveLength(2);
    // Every receipt is sent before the call that sends it answers, so one now means one.
    const receipts = await emailsTo(user.email);
    expect(receipts).toHaveLength(1);
    // The signed-in buyer is greeted with the name the account has.
    expect(receipts[0]?.body.text).toContain('Hello Test User,');
  });

  it('says an unpaid session is not completed yet and records nothing', async () => {
    const user = await createSignedInUser();
    const sessionId = sessionIdOf(await userCheckout(user));
    const { status, body } = await call(checkout, VERIFY, {
      token: user.accessToken,
      body: { sessionId },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: false,
      error: 'Payment not completed yet',
      products: [],
      buyerEmail: user.email,
    });
    expect((await getOrder(sessionId))?.status).toBe('pending');
    expect(await listPurchases(user.userId)).toEqual([]);
    expect(await emailsTo(user.email)).toEqual([]);
  });

  it('answers 404 for unknown sessions and for other people’s sessions', async () => {
    const owner = await createSignedInUser();
    const stranger = await createSignedInUser();
    const url = await userCheckout(owner, [productA]);
    const sessionId = sessionIdOf(url);
    await payOnHostedPage(url);
    const notFound = { status: 404, body: { error: 'Payment verification failed' } };
    expect(
      await call(checkout, VERIFY, { token: stranger.accessToken, body: { sessionId } }),
    ).toEqual(notFound);
    // A signed-in buyer's order is not the anonymous result page's to see.
    expect(await call(checkout, VERIFY_GUEST, { body: { sessionId } })).toEqual(notFound);
    expect(
      await call(checkout, VERIFY_GUEST, { body: { sessionId: 'cs_live_doesnotexist123' } }),
    ).toEqual(notFound);
    expect((await getOrder(sessionId))?.status).toBe('pending');
    // Its owner still can.
    const mine = await call(checkout, VERIFY, { token: owner.accessToken, body: { sessionId } });
    expect(mine.body.success).toBe(true);
  });

  it('refuses malformed session ids with 400', async () => {
    for (const body of [{}, { sessionId: '' }, { sessionId: 'abc' }, { sessionId: 42 }]) {
      const { status, body: answer } = await call(checkout, VERIFY_GUEST, { body });
      expect(status).toBe(400);
      expect(typeof answer.error).toBe('string');
    }
    expect((await call(checkout, VERIFY_GUEST, { body: {} })).body.error).toBe(
      'Missing session ID',
    );
  });

  it('pays a guest through the hosted page and verifies on the anonymous result page', async () => {
    const email = guestEmail();
    const url = await guestCheckout(email);
    const sessionId = sessionIdOf(url);
    const location = await payOnHostedPage(url);
    expect(location).toBe(`${process.env.SITE_URL}/payment-success?session_id=${sessionId}`);

    const { status, body } = await call(checkout, VERIFY_GUEST, { body: { sessionId } });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      products: [{ id: productA, name: 'Alpha Flow' }],
      buyerEmail: email,
      invoice: {
        number: expect.stringMatching(/^LOCAL-\d{4}$/),
        url: expect.stringMatching(/\/invoices\/in_\w+$/),
        pdf_url: expect.stringMatching(/\/invoices\/in_\w+\/pdf$/),
      },
      receipt: {
        lines: [{ id: productA, name: 'Alpha Flow', amount: 30 }],
        totals: [{ label: 'Total', amount: 30 }],
      },
    });
    const order = await getOrder(sessionId);
    expect(order).toMatchObject({ status: 'paid', buyer_type: 'guest' });
    expect(order?.user_id).toBeUndefined();

    const mails = await waitForEmails(email, (received) => received.length > 0);
    expect(mails).toHaveLength(1);
    const [receipt] = mails;
    expect(receipt?.body.text).toContain('Hello Gus Guest,');
    expect(receipt?.body.text).toContain(`${process.env.SITE_URL}/downloads?session=${sessionId}`);
    // Verifying again is harmless.
    expect((await call(checkout, VERIFY_GUEST, { body: { sessionId } })).body.success).toBe(true);
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('lets a buyer who signs in after paying as a guest verify with their account', async () => {
    const user = await createSignedInUser();
    const stranger = await createSignedInUser();
    // The guest paid before the account existed (otherwise checkout asks to sign in first).
    const session = await localStripe('live').checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Alpha Flow' } },
        },
      ],
      customer_email: user.email,
      success_url: `${process.env.SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    });
    await createPendingOrder({
      session_id: session.id,
      status: 'pending',
      buyer_email: user.email,
      buyer_type: 'guest',
      mode: 'live',
      created_at: new Date().toISOString(),
      product_ids: [productA],
      line_cents: { [productA]: 3000 },
      product_names: { [productA]: 'Alpha Flow' },
      total_cents: 3000,
      currency: 'usd',
    });
    await payOnHostedPage(session.url ?? '');
    const stranger404 = await call(checkout, VERIFY, {
      token: stranger.accessToken,
      body: { sessionId: session.id },
    });
    expect(stranger404.status).toBe(404);
    const mine = await call(checkout, VERIFY, {
      token: user.accessToken,
      body: { sessionId: session.id },
    });
    expect(mine.body).toMatchObject({ success: true, buyerEmail: user.email });
    // Still a guest order: no purchases until the buyer links it to the account.
    expect(await listPurchases(user.userId)).toEqual([]);
  });

  it('keeps the order paid when the receipt cannot be sent', async () => {
    const user = await createSignedInUser();
    const url = await userCheckout(user, [productB]);
    await payOnHostedPage(url);
    const sesEndpoint = process.env.SES_ENDPOINT;
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
    resetConfigCache();
    resetAwsClients();
    try {
      const verified = await call(checkout, VERIFY, {
        token: user.accessToken,
        body: { sessionId: sessionIdOf(url) },
      });
      expect(verified.body.success).toBe(true);
    } finally {
      process.env.SES_ENDPOINT = sesEndpoint;
      resetConfigCache();
      resetAwsClients();
    }
    expect((await getOrder(sessionIdOf(url)))?.status).toBe('paid');
    expect(await listPurchases(user.userId)).toHaveLength(1);
    expect(await emailsTo(user.email)).toEqual([]);
  });
});
