import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as downloads } from '../../lambdas/functions/downloads';
import { handler as sales } from '../../lambdas/functions/sales';
import { FREE_CLAIM_MESSAGES } from '../../lambdas/contracts/free-claims';
import { config, resetConfigCache } from '../../lambdas/infra/config';
import { forgetStripeKeys } from '../../lambdas/infra/stripe';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listPurchases } from '../../lambdas/repositories/user-repository';
import { PRICING_MESSAGES } from '../../lambdas/rules/pricing-options';
import { createLocalStripeServer } from '../../scripts/local/stripe/server';
import {
  call,
  guestEmail,
  localStripe,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createCode, uniqueCode } from '../support/discounts-api';
import { linkIn, waitForEmails } from '../support/mailbox';

/**
 * Free products and pay-what-you-want: a free claim (signed in or guest) never reaches Stripe,
 * a guest's answer says nothing about the address, claims are rate-limited and counted apart
 * from revenue; a pay-what-you-want amount is checked on the server and charged to the cent.
 *
 * This file has a local Stripe server of its own, counting every request it receives, so "no
 * Stripe call" is what Stripe's side saw (the shared one serves other files at the same time).
 */
let stripeServer: http.Server;
let stripeRequests = 0;
let buyer: TestUser;
let admin: TestUser;

const ids = {
  free: `free-${randomUUID()}`,
  pwyw: `pwyw-${randomUUID()}`,
  pwywFromZero: `pwyw0-${randomUUID()}`,
  paid: `paid-${randomUUID()}`,
};

/** A port nobody listens on now (the hosted page's links must name the server's own port). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  await useIsolatedTable();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  stripeServer = createLocalStripeServer({ port, publicUrl: url });
  stripeServer.on('request', () => {
    stripeRequests += 1;
  });
  await new Promise<void>((resolve) => stripeServer.listen(port, '127.0.0.1', resolve));
  process.env.STRIPE_ENDPOINT = url;
  resetConfigCache();
  forgetStripeKeys();
  await Promise.all([
    putProduct(shopProduct(ids.free, { name: 'Free Starter Flow', price: 0 })),
    putProduct(shopProduct(ids.pwyw, { name: 'Tip Jar Flow', price: 15, pwyw_minimum: 5 })),
    putProduct(shopProduct(ids.pwywFromZero, { name: 'Open Flow', price: 3, pwyw_minimum: 0 })),
    putProduct(shopProduct(ids.paid, { name: 'Paid Flow', price: 20 })),
  ]);
  [buyer, admin] = await Promise.all([
    createSignedInUser(),
    createSignedInUser({ groups: ['admin'] }),
  ]);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => stripeServer.close(resolve));
});

const guestClaim = (productId: string, email: string, sourceIp = '203.0.113.7') =>
  call<{ message: string }>(checkout, 'POST /api/free-claims/guest', {
    body: { productId, email },
    sourceIp,
  });

describe('free claims', () => {
  it('grants a signed-in buyer at once, a second claim is a no-op, Stripe never hears', async () => {
    const before = stripeRequests;
    const first = await call(checkout, 'POST /api/free-claims', {
      token: buyer.accessToken,
      body: { productId: ids.free },
    });
    expect(first).toEqual({ status: 200, body: { status: 'claimed', product_id: ids.free } });
    const again = await call(checkout, 'POST /api/free-claims', {
      token: buyer.accessToken,
      body: { productId: ids.free },
    });
    expect(again).toEqual({ status: 200, body: { status: 'already-owned', product_id: ids.free } });
    const purchases = await listPurchases(buyer.userId);
    expect(purchases.filter((p) => p.product_id === ids.free)).toEqual([
      expect.objectContaining({ amount_paid_cents: 0, is_test: false }),
    ]);
    expect(stripeRequests).toBe(before);
  });

  it('answers a guest the same whatever the address has, and e-mails the right thing', async () => {
    const before = stripeRequests;
    const fresh = guestEmail();
    const answers = [
      await guestClaim(ids.free, fresh),
      await guestClaim(ids.free, fresh),
      await guestClaim(ids.free, buyer.email),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { message: FREE_CLAIM_MESSAGES.guestSent } });
    }
    expect(stripeRequests).toBe(before);

    const [first, second] = await waitForEmails(fresh, (emails) => emails.length >= 2);
    const link = linkIn(first!, `${config().siteUrl}/downloads?session=`);
    const sessionId = new URL(link).searchParams.get('session') ?? '';
    expect(sessionId).toMatch(/^fc_live_/);
    // The second claim of the address re-sends the same download page, granting nothing new.
    expect(linkIn(second!, link)).toBe(link);
    const page = await call<{ products: { id: string }[] }>(
      downloads,
      'POST /api/get-buyer-purchases',
      { body: { sessionId } },
    );
    expect(page.status).toBe(200);
    expect(page.body.products.map((p) => p.id)).toEqual([ids.free]);
    expect(await getOrder(sessionId)).toMatchObject({
      status: 'paid',
      free_claim: true,
      total_cents: 0,
      line_cents: { [ids.free]: 0 },
    });

    // An account's address gets "sign in", never a guest download page of its own.
    const [toAccount] = await waitForEmails(buyer.email, (emails) => emails.length >= 1);
    expect(toAccount?.subject).toMatch(/^Get Free Starter Flow in your account/);
  });

  it('refuses what is not free and limits claims per address', async () => {
    expect(await guestClaim(ids.paid, guestEmail())).toEqual({
      status: 400,
      body: { error: PRICING_MESSAGES.notFree },
    });
    const email = guestEmail();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await guestClaim(ids.pwywFromZero, email, '203.0.113.8')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps a free product out of the paid cart', async () => {
    const before = stripeRequests;
    const answer = await call(checkout, 'POST /api/create-payment-universal', {
      body: { items: [{ id: ids.free }, { id: ids.paid }], email: guestEmail() },
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: PRICING_MESSAGES.freeNotInCart(['Free Starter Flow']) },
    });
    expect(stripeRequests).toBe(before);
  });
});

describe('pay what you want', () => {
  const pwywCheckout = (amount_cents?: number) =>
    call<{ url: string; error?: string }>(checkout, 'POST /api/create-payment-universal', {
      body: {
        items: [{ id: ids.pwyw, ...(amount_cents === undefined ? {} : { amount_cents }) }],
        email: guestEmail(),
      },
    });

  it('refuses an amount below the minimum, whatever the form did', async () => {
    expect(await pwywCheckout(499)).toEqual({
      status: 400,
      body: { error: PRICING_MESSAGES.amountBelowMinimum('Tip Jar Flow', 500) },
    });
  });

  it('charges the chosen amount and records it to the cent', async () => {
    const before = stripeRequests;
    const started = await pwywCheckout(1234);
    expect(started.status).toBe(200);
    expect(stripeRequests).toBeGreaterThan(before);
    const sessionId = sessionIdOf(started.body.url);
    await payOnHostedPage(started.body.url);
    const verified = await call(checkout, 'POST /api/verify-payment-universal', {
      body: { sessionId },
    });
    expect(verified.body).toMatchObject({ success: true });
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(1234);
    expect(await getOrder(sessionId)).toMatchObject({
      status: 'paid',
      line_cents: { [ids.pwyw]: 1234 },
      total_cents: 1234,
    });
  });

  it('a shop-wide code reduces the other lines, never the pay-what-you-want one', async () => {
    const code = uniqueCode('HALF');
    const created = await createCode(admin.accessToken, {
      code,
      kind: 'percent',
      percent_off: 50,
    });
    expect(created.status).toBe(201);
    const started = await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
      body: {
        items: [{ id: ids.pwyw, amount_cents: 600 }, { id: ids.paid }],
        email: guestEmail(),
        discountCode: code,
      },
    });
    expect(started.status).toBe(200);
    const sessionId = sessionIdOf(started.body.url);
    await payOnHostedPage(started.body.url);
    await call(checkout, 'POST /api/verify-payment-universal', { body: { sessionId } });
    // $6.00 as chosen (at least the $5 minimum, untouched) + $20 at 50% = $16.00.
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(1600);
    expect(await getOrder(sessionId)).toMatchObject({
      line_cents: { [ids.pwyw]: 600, [ids.paid]: 1000 },
      discount_cents: { [ids.pwyw]: 0, [ids.paid]: 1000 },
    });
  });

  it('counts free claims apart from sales and revenue', async () => {
    const stats = await call<{
      total_revenue: number;
      sales_count: number;
      free_claims: number;
      products: { product_id: string; units: number; revenue: number; claims: number }[];
    }>(sales, 'GET /api/admin/stats', { token: admin.accessToken });
    expect(stats.status).toBe(200);
    // Paid: $12.34, then $6.00 + $10.00 with the code (three items); three claims: the buyer's, the new guest's and the rate-limit
    // test's address (its repeats re-send the link and count nothing).
    expect(stats.body).toMatchObject({ total_revenue: 28.34, sales_count: 3, free_claims: 3 });
    const free = stats.body.products.find((p) => p.product_id === ids.free);
    expect(free).toMatchObject({ units: 0, revenue: 0, claims: 2 });
  });
});
