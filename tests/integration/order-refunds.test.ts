import { randomUUID } from 'node:crypto';
import { handler as downloads } from '../../lambdas/functions/downloads';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import type { AuditResponse } from '../../lambdas/contracts/admin';
import type { BuyerPurchaseResponse } from '../../lambdas/contracts/downloads';
import type { MyPurchasesResponse } from '../../lambdas/contracts/my-account';
import { PURCHASE_REQUIRED } from '../../lambdas/contracts/my-account';
import {
  REFUND_MESSAGES,
  type AdminOrderDetail,
  type AdminOrdersPage,
} from '../../lambdas/contracts/orders';
import { toCents } from '../../lambdas/rules/money';
import { callAdmin, callOrders } from '../support/admin-api';
import {
  call,
  guestEmail,
  localStripe,
  payOnHostedPage,
  seedProductWithVersions,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  countedSales,
  deliver,
  deliverSessionEvent,
  getOrder,
  openCheckout,
  refundMailsTo,
  refundsOf,
  type Buyer,
} from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import {
  chargeOf,
  chargeRefundedEvent,
  disputeCreatedEvent,
  openDispute,
} from '../support/payment-events';

/**
 * Refunds after payment, from the back office and from Stripe's Dashboard: the same effects
 * exactly once (ownership, figures, e-mail, audit), whoever delivers them and how often.
 */
const DELIVERIES = 50;

async function stockedPair() {
  const alpha = shopProduct(`ref-a-${randomUUID()}`, { name: 'Refund Alpha', price: 40 });
  const beta = shopProduct(`ref-b-${randomUUID()}`, { name: 'Refund Beta', price: 15.5 });
  const alphaFiles = await seedProductWithVersions(alpha);
  const betaFiles = await seedProductWithVersions(beta);
  return { alpha, beta, alphaFiles, betaFiles };
}

async function paidOrder(buyer: Buyer, productIds: string[]): Promise<string> {
  const url = await openCheckout(buyer, productIds);
  await payOnHostedPage(url);
  const sessionId = sessionIdOf(url);
  expect((await deliverSessionEvent(sessionId, 'checkout.session.completed')).status).toBe(200);
  return sessionId;
}

function refund(admin: TestUser, sessionId: string, productIds: string[], reason = 'Asked') {
  return callOrders<AdminOrderDetail>('POST /api/admin/orders/{sessionId}/refunds', {
    token: admin.accessToken,
    pathParameters: { sessionId },
    body: { product_ids: productIds, reason },
  });
}

function orderPage(admin: TestUser, sessionId: string) {
  return callOrders<AdminOrderDetail>('GET /api/admin/orders/{sessionId}', {
    token: admin.accessToken,
    pathParameters: { sessionId },
  });
}

/** 50 charge.refunded deliveries at once: half replays of one event, half fresh events. */
async function refundStorm(sessionId: string) {
  const replayed = await chargeRefundedEvent(sessionId);
  const events = await Promise.all(
    Array.from({ length: DELIVERIES }, (_, index) =>
      index % 2 === 0 ? replayed : chargeRefundedEvent(sessionId),
    ),
  );
  const answers = await Promise.all(events.map((event) => deliver(event)));
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
}

describe('refunds after payment', () => {
  let admin: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    admin = await createSignedInUser({ groups: ['admin'] });
  });

  it('a line refunded from the back office is taken back once under 50 charge.refunded deliveries', async () => {
    const { alpha, beta, alphaFiles, betaFiles } = await stockedPair();
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder({ kind: 'user', user: buyer }, [alpha.id, beta.id]);
    const before = { alpha: await countedSales(alpha.id), beta: await countedSales(beta.id) };

    const answer = await refund(admin, sessionId, [alpha.id], 'Wrong template bought');
    expect(answer.status).toBe(200);
    await refundStorm(sessionId);

    // Stripe gave back the line's price once; the order sells only the other line now.
    expect((await refundsOf(sessionId)).map((made) => made.amount)).toEqual([toCents(40)]);
    const order = await getOrder(sessionId);
    expect(order).toMatchObject({ status: 'paid', product_ids: [beta.id], total_cents: 1550 });
    expect(order?.refunds).toHaveLength(1);
    // Figures go down by exactly the refunded line, once; the other line is untouched.
    expect(await countedSales(alpha.id)).toEqual({
      units: before.alpha.units - 1,
      revenueCents: before.alpha.revenueCents - 4000,
      claims: 0,
    });
    expect(await countedSales(beta.id)).toEqual(before.beta);
    expect(await refundMailsTo(buyer.email)).toHaveLength(1);

    // The refunded product is the buyer's no more; the other stays downloadable.
    const download = (productId: string, fileId: string) =>
      call<{ error?: string }>(myAccount, 'POST /api/secure-download', {
        token: buyer.accessToken,
        body: { productId, fileId },
      });
    const refused = await download(alpha.id, alphaFiles['2.0.0:automation']?.file.id ?? '');
    expect(refused).toMatchObject({ status: 404, body: { error: PURCHASE_REQUIRED.message } });
    expect((await download(beta.id, betaFiles['2.0.0:automation']?.file.id ?? '')).status).toBe(
      200,
    );
    const purchases = await call<MyPurchasesResponse>(myAccount, 'GET /api/my/purchases', {
      token: buyer.accessToken,
    });
    const refundedAt = (id: string) =>
      purchases.body.purchases.find((purchase) => purchase.product_id === id)?.refunded_at;
    expect(refundedAt(alpha.id)).toEqual(expect.any(String));
    expect(refundedAt(beta.id)).toBeUndefined();

    // The order page tells the story; the audit log names the admin, once.
    const page = await orderPage(admin, sessionId);
    expect(page.body).toMatchObject({
      state: 'partially_refunded',
      refunded_cents: 4000,
      refunds: [
        {
          amount_cents: 4000,
          product_ids: [alpha.id],
          reason: 'Wrong template bought',
          source: 'back_office',
          by_email: admin.email,
        },
      ],
    });
    expect(page.body.events.filter((event) => event.type === 'charge.refunded').length).toBe(
      DELIVERIES / 2 + 1,
    );
    const audit = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { action: 'order.refund' },
    });
    expect(audit.body.entries.filter((entry) => entry.target_id === sessionId)).toHaveLength(1);

    // Refunding it again is refused; the buyer may buy it again.
    expect((await refund(admin, sessionId, [alpha.id])).body).toMatchObject({
      error: REFUND_MESSAGES.alreadyRefunded,
    });
    expect((await refund(admin, sessionId, ['no-such-product'])).body).toMatchObject({
      error: REFUND_MESSAGES.unknownLine,
    });
    await expect(openCheckout({ kind: 'user', user: buyer }, [alpha.id])).resolves.toContain(
      'http',
    );
  });

  it('a refund made in Stripe’s Dashboard takes back the line it matches, for a guest too', async () => {
    const { alpha, beta, alphaFiles } = await stockedPair();
    const email = guestEmail();
    const sessionId = await paidOrder({ kind: 'guest', email }, [alpha.id, beta.id]);
    const charge = await chargeOf(sessionId);
    // No metadata: not the shop's. Its amount is exactly Alpha's line.
    await localStripe('live').refunds.create({ charge: charge.id, amount: 4000 });
    await refundStorm(sessionId);

    const guestPage = await call<BuyerPurchaseResponse>(
      downloads,
      'POST /api/get-buyer-purchases',
      {
        body: { sessionId },
      },
    );
    expect(guestPage.body.products.map((product) => product.id)).toEqual([beta.id]);
    expect(guestPage.body.refunded).toEqual([{ id: alpha.id, name: 'Refund Alpha' }]);
    const refused = await call<{ error?: string }>(
      downloads,
      'POST /api/download-file-unauthorized',
      {
        body: { sessionId, fileId: alphaFiles['2.0.0:automation']?.file.id ?? '' },
      },
    );
    expect(refused).toMatchObject({ status: 404, body: { error: PURCHASE_REQUIRED.message } });
    const page = await orderPage(admin, sessionId);
    expect(page.body.refunds).toMatchObject([
      { amount_cents: 4000, product_ids: [alpha.id], source: 'stripe', by_email: null },
    ]);
    expect(await refundMailsTo(email)).toHaveLength(1);
  });

  it('a Dashboard refund that matches no set of lines is recorded and takes nothing back', async () => {
    const { alpha, beta } = await stockedPair();
    const email = guestEmail();
    const sessionId = await paidOrder({ kind: 'guest', email }, [alpha.id, beta.id]);
    const charge = await chargeOf(sessionId);
    await localStripe('live').refunds.create({ charge: charge.id, amount: 123 });
    await refundStorm(sessionId);
    const order = await getOrder(sessionId);
    expect(order?.product_ids.sort()).toEqual([alpha.id, beta.id].sort());
    expect(order?.refunds).toMatchObject([{ amount_cents: 123, product_ids: [] }]);
    expect(await refundMailsTo(email)).toHaveLength(0);
  });

  it('finds orders by buyer e-mail, order id, invoice number and product, newest first', async () => {
    const { alpha, beta } = await stockedPair();
    const email = guestEmail();
    const first = await paidOrder({ kind: 'guest', email }, [alpha.id]);
    const second = await paidOrder({ kind: 'guest', email }, [beta.id]);
    const search = (q: string) =>
      callOrders<AdminOrdersPage>('GET /api/admin/orders', {
        token: admin.accessToken,
        query: { q },
      });
    expect((await search(email)).body.orders.map((order) => order.session_id)).toEqual([
      second,
      first,
    ]);
    const ref = (await getOrder(first))?.order_ref ?? '';
    expect((await search(ref)).body.orders.map((order) => order.session_id)).toEqual([first]);
    // The invoice number on the buyer's receipt, as shown or typed in lower case.
    const invoiceNumber = (await getOrder(first))?.invoice?.number ?? '';
    expect(invoiceNumber).toMatch(/^LOCAL-\d{4}$/);
    for (const typed of [invoiceNumber, invoiceNumber.toLowerCase()]) {
      expect((await search(typed)).body.orders.map((order) => order.session_id)).toEqual([first]);
    }
    expect((await search(beta.id)).body.orders.map((order) => order.session_id)).toEqual([second]);
    // Product ids are lower-case; one pasted in capitals is the same product.
    expect(
      (await search(beta.id.toUpperCase())).body.orders.map((order) => order.session_id),
    ).toEqual([second]);
    const unknown = await orderPage(admin, `cs_live_${randomUUID().replace(/-/g, '')}`);
    expect(unknown.status).toBe(404);
  });

  it('a dispute flags the order on its page, once per event', async () => {
    const { alpha } = await stockedPair();
    const sessionId = await paidOrder({ kind: 'guest', email: guestEmail() }, [alpha.id]);
    await openDispute(sessionId, 'product_not_received');
    const event = await disputeCreatedEvent(sessionId);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const page = await orderPage(admin, sessionId);
    expect(page.body.disputed).toBe(true);
    expect(page.body.dispute).toMatchObject({
      dispute_id: expect.stringMatching(/^dp_/),
      amount_cents: 4000,
      reason: 'product_not_received',
    });
    // Stripe stamps events to the second: two in one second list in either order.
    expect(page.body.events.map((noted) => noted.type).sort()).toEqual([
      'charge.dispute.created',
      'checkout.session.completed',
    ]);
  });
});
