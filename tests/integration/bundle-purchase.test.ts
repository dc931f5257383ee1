import { handler as checkout } from '../../lambdas/functions/checkout';
import { BUNDLE_MESSAGES, type BundleQuote } from '../../lambdas/contracts/bundles';
import type { AdminOrderDetail } from '../../lambdas/contracts/orders';
import { listPurchases, listPurchaseRecords } from '../../lambdas/repositories/user-repository';
import { getTransfer } from '../../lambdas/repositories/payout-transfer-repository';
import { callOrders } from '../support/admin-api';
import {
  call,
  completedEvent,
  guestEmail,
  localStripe,
  payOnHostedPage,
  sessionIdOf,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { deliver, getOrder, type Buyer } from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import {
  connectedAccountId,
  createPayoutSeller,
  onboardSeller,
  orderRefOf,
  payCart,
  putSellerProducts,
  runPayoutsWorker,
  stripeTransfersOf,
  type PayoutSeller,
} from '../support/payouts';
import { bundleInput, callBundles, makeBundle } from '../support/bundles-api';
import { createCode, uniqueCode } from '../support/discounts-api';

/**
 * Buying a bundle: one cart line, priced for the buyer (less what they own, never below the
 * floor) and charged to the cent; its products granted once each however often Stripe
 * delivers; the order's lines its shares of what was paid, which refunds and payouts read.
 */
let seller: PayoutSeller;
let admin: TestUser;
/** $29, $49 and $19: a value of $97. */
let products: string[];

beforeAll(async () => {
  await useIsolatedTable();
  [seller, admin] = await Promise.all([
    createPayoutSeller(),
    createSignedInUser({ groups: ['admin'] }),
  ]);
  await onboardSeller(seller);
  products = await putSellerProducts(seller.sellerId, [29, 49, 19]);
});

const bundleLine = (id: string) => [{ id, kind: 'bundle' as const }];

/** Opens a checkout of the bundle; answers the hosted page's URL. */
async function openBundleCheckout(buyer: Buyer, bundleId: string): Promise<string> {
  const answer =
    buyer.kind === 'user'
      ? await call<{ url: string }>(checkout, 'POST /api/create-payment', {
          token: buyer.user.accessToken,
          body: { items: bundleLine(bundleId) },
        })
      : await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
          body: { items: bundleLine(bundleId), email: buyer.email },
        });
  if (answer.status !== 200)
    throw new Error(`Checkout: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.url;
}

async function paidBundle(buyer: Buyer, bundleId: string): Promise<string> {
  const url = await openBundleCheckout(buyer, bundleId);
  await payOnHostedPage(url);
  const sessionId = sessionIdOf(url);
  expect((await deliver(await completedEvent(sessionId))).status).toBe(200);
  return sessionId;
}

const owned = async (user: TestUser) =>
  (await listPurchases(user.userId)).map((purchase) => purchase.product_id).sort();

describe('a bundle bought by a buyer who owns one of its products', () => {
  it('is quoted and charged the price less what they own, to the cent, and grants the rest once', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 2000 }),
    );
    const user = await createSignedInUser();
    const buyer: Buyer = { kind: 'user', user };
    await payCart(buyer, [products[0] ?? '']);

    const quote = await callBundles<BundleQuote>('POST /api/bundles/{bundleId}/quote', {
      token: user.accessToken,
      params: { bundleId },
    });
    // $79 less the $29 owned.
    expect(quote.body).toMatchObject({
      price_cents: 5000,
      owned_cents: 2900,
      owned_product_ids: [products[0]],
      granted_product_ids: [products[1], products[2]],
    });

    const url = await openBundleCheckout(buyer, bundleId);
    const sessionId = sessionIdOf(url);
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId, {
      expand: ['line_items'],
    });
    expect(session.amount_total).toBe(5000);
    // $50 split by list price: 3602.94 and 1397.06, the cent to the larger remainder.
    const order = await getOrder(sessionId);
    expect(order?.line_cents).toEqual({ [products[1] ?? '']: 3603, [products[2] ?? '']: 1397 });
    expect(order?.total_cents).toBe(5000);
    expect(order?.bundles?.[bundleId]).toMatchObject({
      product_ids: [products[1], products[2]],
      owned_product_ids: [products[0]],
      price_cents: 5000,
      value_cents: 9700,
    });

    await payOnHostedPage(url);
    const event = await completedEvent(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) =>
        deliver(index % 2 === 0 ? event : await completedEvent(sessionId)),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await owned(user)).toEqual([...products].sort());
    const records = await listPurchaseRecords(user.userId);
    expect(records).toHaveLength(3);
    const paid = Object.fromEntries(records.map((r) => [r.product_id, r.amount_paid_cents]));
    expect(paid[products[1] ?? '']).toBe(3603);
    expect(paid[products[2] ?? '']).toBe(1397);
    expect((await getOrder(sessionId))?.status).toBe('paid');
  });

  it('never goes below the floor, and is refused once every product is owned', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 4000 }),
    );
    const user = await createSignedInUser();
    await payCart({ kind: 'user', user }, [products[0] ?? '', products[1] ?? '']);
    const url = await openBundleCheckout({ kind: 'user', user }, bundleId);
    const session = await localStripe('live').checkout.sessions.retrieve(sessionIdOf(url));
    // $79 less $78 owned would be $1: the floor is $40.
    expect(session.amount_total).toBe(4000);
    await payOnHostedPage(url);
    expect((await deliver(await completedEvent(sessionIdOf(url)))).status).toBe(200);
    const again = await call(checkout, 'POST /api/create-payment', {
      token: user.accessToken,
      body: { items: bundleLine(bundleId) },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: BUNDLE_MESSAGES.ownsAll });
    const both = await call(checkout, 'POST /api/create-payment', {
      token: (await createSignedInUser()).accessToken,
      body: { items: [{ id: products[2] ?? '' }, ...bundleLine(bundleId)] },
    });
    expect(both.status).toBe(400);
  });
});

describe('a bundle bought by a guest', () => {
  it('takes off what the address bought before as a guest, and grants the rest to it', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 2000 }),
    );
    const email = guestEmail();
    await payCart({ kind: 'guest', email }, [products[0] ?? '']);
    const url = await openBundleCheckout({ kind: 'guest', email }, bundleId);
    const session = await localStripe('live').checkout.sessions.retrieve(sessionIdOf(url));
    expect(session.amount_total).toBe(5000);
    await payOnHostedPage(url);
    expect((await deliver(await completedEvent(sessionIdOf(url)))).status).toBe(200);
    const order = await getOrder(sessionIdOf(url));
    expect(order?.status).toBe('paid');
    expect(order?.product_ids).toEqual([products[1], products[2]]);
  });
});

describe('refunds of a bundle', () => {
  it('of the whole bundle revoke every product of it; of one product, that one only', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 2000 }),
    );
    const whole = await createSignedInUser();
    const wholeSession = await paidBundle({ kind: 'user', user: whole }, bundleId);
    expect(await owned(whole)).toEqual([...products].sort());
    const refunded = await callOrders<AdminOrderDetail>(
      'POST /api/admin/orders/{sessionId}/refunds',
      {
        token: admin.accessToken,
        pathParameters: { sessionId: wholeSession },
        body: {
          product_ids: (await getOrder(wholeSession))?.bundles?.[bundleId]?.product_ids,
          reason: 'Asked',
        },
      },
    );
    expect(refunded.status).toBe(200);
    // The back office names the bundle on each of its lines.
    expect(refunded.body.lines.map((line) => line.bundle)).toEqual(
      products.map(() => ({ id: bundleId, name: 'Starter bundle' })),
    );
    expect(await owned(whole)).toEqual([]);
    expect((await getOrder(wholeSession))?.refunded_cents).toBe(7900);

    const part = await createSignedInUser();
    const partSession = await paidBundle({ kind: 'user', user: part }, bundleId);
    const order = await getOrder(partSession);
    // $79 split: 2361.86 -> 2362, 3990.72 -> 3991, 1547.42 -> 1547.
    expect(order?.line_cents).toEqual({
      [products[0] ?? '']: 2362,
      [products[1] ?? '']: 3991,
      [products[2] ?? '']: 1547,
    });
    const one = await callOrders<AdminOrderDetail>('POST /api/admin/orders/{sessionId}/refunds', {
      token: admin.accessToken,
      pathParameters: { sessionId: partSession },
      body: { product_ids: [products[1]], reason: 'Asked' },
    });
    expect(one.status).toBe(200);
    expect(await owned(part)).toEqual([products[0], products[2]].sort());
    expect((await getOrder(partSession))?.refunded_cents).toBe(3991);
  });
});

describe('payouts of a bundle', () => {
  it('pay the seller what was paid for each line less the commission, to the cent', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 2000 }),
    );
    const sessionId = await paidBundle({ kind: 'guest', email: guestEmail() }, bundleId);
    await runPayoutsWorker();
    const orderRef = await orderRefOf(sessionId);
    const transfers = await stripeTransfersOf(orderRef);
    // 10% of 2362, 3991 and 1547, halves up: 236 + 399 + 155 = 790; 7900 - 790 = 7110.
    expect(transfers.map((transfer) => transfer.amount)).toEqual([7110]);
    expect(transfers[0]?.destination).toBe(await connectedAccountId(seller.sellerId));
    const share = await getTransfer(seller.sellerId, orderRef);
    expect(share?.lines.map((line) => [line.price_cents, line.commission_cents]).sort()).toEqual([
      [1547, 155],
      [2362, 236],
      [3991, 399],
    ]);
  });
});

describe('a discount code on a bundle', () => {
  it('takes its percentage off each of the bundle’s lines, as Stripe charges it', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 2000 }),
    );
    const code = uniqueCode('BUNDLE');
    const created = await createCode(admin.accessToken, { code, kind: 'percent', percent_off: 10 });
    expect(created.status).toBe(201);
    const started = await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
      body: { items: bundleLine(bundleId), email: guestEmail(), discountCode: code },
    });
    expect(started.status).toBe(200);
    const sessionId = sessionIdOf(started.body.url);
    // 10% of 2362, 3991 and 1547, halves up: 236 + 399 + 155 = 790 off $79.
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(7110);
    const order = await getOrder(sessionId);
    expect(order?.discount?.cents).toBe(790);
    expect(order?.line_cents).toEqual({
      [products[0] ?? '']: 2126,
      [products[1] ?? '']: 3592,
      [products[2] ?? '']: 1392,
    });
    expect(order?.total_cents).toBe(7110);
  });
});
