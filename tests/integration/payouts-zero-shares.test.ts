import { handler as checkout } from '../../lambdas/functions/checkout';
import type {
  AdminPayoutsResponse,
  SellerPayoutsResponse,
  TransferRetryResponse,
} from '../../lambdas/contracts/payouts';
import { REFUND_MESSAGES } from '../../lambdas/contracts/orders';
import { METRIC, metrics } from '../../lambdas/infra/metrics';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { getPayoutAccount } from '../../lambdas/repositories/payout-account-repository';
import { listLedger } from '../../lambdas/repositories/payout-ledger-repository';
import {
  bookTransfer,
  getTransfer,
  type PayoutTransfer,
} from '../../lambdas/repositories/payout-transfer-repository';
import { reverseSellerShares } from '../../lambdas/services/seller-shares/reversal-service';
import { call, localStripe, payOnHostedPage, sessionIdOf } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  createCode,
  guestCheckout,
  listedCode,
  payAndDeliverTwice,
  uniqueCode,
} from '../support/discounts-api';
import { callOrders } from '../support/admin-api';
import { useIsolatedTable } from '../support/isolated-table';
import {
  callPayouts,
  createPayoutSeller,
  onboardSeller,
  orderRefOf,
  putSellerProduct,
  runPayoutsWorker,
  stripeTransfersOf,
  type PayoutSeller,
} from '../support/payouts';

/**
 * A seller's share of 0 cents (a 100% discount code on their product) is settled without a
 * Stripe transfer, which Stripe would refuse: no failure, no failure metric, nothing for the
 * admin to retry, and a ledger that reads sale, commission and transfer of $0.00. A whole order
 * at $0 completes like any other.
 */
let ana: PayoutSeller;
let admin: TestUser;
let anaProduct: string;
let shopProduct: string;
let freeCode: string;
let freeCodeId: string;

beforeAll(async () => {
  await useIsolatedTable();
  [ana, admin] = await Promise.all([
    createPayoutSeller(),
    createSignedInUser({ groups: ['admin'] }),
  ]);
  await onboardSeller(ana);
  anaProduct = await putSellerProduct(ana.sellerId, 30);
  shopProduct = await putSellerProduct(undefined, 12);
  const created = await createCode(
    ana.accessToken,
    { code: uniqueCode('FREE'), kind: 'percent', percent_off: 100, product_ids: [anaProduct] },
    'POST /api/seller/discount-codes',
  );
  expect(created.status).toBe(201);
  freeCode = created.body.code;
  freeCodeId = created.body.id;
});

/** A guest pays a cart with a code on the hosted page; the success page settles the order. */
async function payWithCode(productIds: string[], code: string): Promise<string> {
  const started = await guestCheckout(productIds, code);
  expect(started.status).toBe(200);
  await payOnHostedPage(started.body.url);
  const sessionId = sessionIdOf(started.body.url);
  const verified = await call(checkout, 'POST /api/verify-payment-universal', {
    body: { sessionId },
  });
  expect(verified).toMatchObject({ status: 200, body: { success: true } });
  return sessionId;
}

function failureMetricsCounted(spy: jest.SpyInstance): number {
  return spy.mock.calls.filter(([name]) => name === METRIC.payoutTransferFailures).length;
}

describe('a seller’s share of 0', () => {
  it('is settled without a Stripe transfer and with no failure', async () => {
    const addMetric = jest.spyOn(metrics, 'addMetric');
    try {
      const sessionId = await payWithCode([anaProduct, shopProduct], freeCode);
      const order = await getOrder(sessionId);
      expect(order).toMatchObject({ status: 'paid', total_cents: 1200 });
      const orderRef = await orderRefOf(sessionId);
      await runPayoutsWorker();

      const share = await getTransfer(ana.sellerId, orderRef);
      expect(share).toMatchObject({ state: 'transferred', amount_cents: 0, attempts: 0 });
      expect(share?.stripe_transfer_id).toBeUndefined();
      expect(share?.error).toBeUndefined();
      expect(await stripeTransfersOf(orderRef)).toEqual([]);
      expect(failureMetricsCounted(addMetric)).toBe(0);
      expect(await getPayoutAccount(ana.sellerId)).toMatchObject({
        failed_count: 0,
        pending_cents: 0,
        held_cents: 0,
        transferred_cents: 0,
      });
    } finally {
      addMetric.mockRestore();
    }
  });

  it('reads as a sale, a commission and a transfer of $0 in the seller’s ledger', async () => {
    const view = await callPayouts<SellerPayoutsResponse>('GET /api/seller/payouts', {
      token: ana.accessToken,
    });
    expect(view.status).toBe(200);
    const kinds = view.body.entries.map((entry) => [entry.kind, entry.amount_cents]);
    expect(kinds.sort()).toEqual([
      ['commission', 0],
      ['sale', 0],
      ['transfer', 0],
    ]);
    expect(view.body.entries.some((entry) => entry.stripe_id !== undefined)).toBe(false);
    const overview = await callPayouts<AdminPayoutsResponse>('GET /api/admin/payouts', {
      token: admin.accessToken,
    });
    expect(overview.body.failed_transfers).toEqual([]);
    expect(overview.body.sellers.find((s) => s.seller_id === ana.sellerId)?.failed_count).toBe(0);
  });

  it('a refund of its line takes nothing back and calls no Stripe reversal', async () => {
    const sessionId = await payWithCode([anaProduct, shopProduct], freeCode);
    await runPayoutsWorker();
    const order = await getOrder(sessionId);
    const orderRef = await orderRefOf(sessionId);
    if (!order) throw new Error('No order');
    const results = await reverseSellerShares(order, {
      refundId: 're_zero_line',
      productIds: [anaProduct],
    });
    expect(results).toEqual([{ sellerId: ana.sellerId, amountCents: 0, kind: 'none' }]);
    const share = await getTransfer(ana.sellerId, orderRef);
    expect(share?.lines.map((line) => line.refunded_by)).toEqual(['re_zero_line']);
    const entries = (await listLedger(ana.sellerId)).filter((e) => e.order_ref === orderRef);
    expect(entries.some((entry) => entry.kind === 'reversal')).toBe(false);
  });

  it('left failed by an earlier release, is settled by the admin’s retry', async () => {
    const at = new Date().toISOString();
    const failed: PayoutTransfer = {
      seller_id: ana.sellerId,
      order_ref: `ord_zero${Date.now()}`,
      session_id: 'cs_live_zero',
      payment_intent: 'pi_zero',
      currency: 'usd',
      state: 'failed',
      amount_cents: 0,
      reversed_cents: 0,
      lines: [],
      was_held: false,
      attempts: 5,
      error: 'StripeInvalidRequestError: Invalid positive integer',
      failed_at: at,
      created_at: at,
      updated_at: at,
      revision: 0,
    };
    const before = (await getPayoutAccount(ana.sellerId))?.failed_count ?? 0;
    expect(await bookTransfer(failed, { entries: [], totals: { failed_count: 1 } })).toBe('booked');
    const retry = await callPayouts<TransferRetryResponse>(
      'POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry',
      {
        token: admin.accessToken,
        pathParameters: { orderRef: failed.order_ref, sellerId: ana.sellerId },
      },
    );
    expect(retry.status).toBe(200);
    expect(retry.body.outcome).toBe('transferred');
    expect(retry.body.transfer).toMatchObject({ state: 'transferred', amount_cents: 0 });
    expect(retry.body.transfer.error).toBeUndefined();
    expect(await stripeTransfersOf(failed.order_ref)).toEqual([]);
    expect((await getPayoutAccount(ana.sellerId))?.failed_count).toBe(before);
  });

  it('a refused amount on a positive share is explained, and its retry is refused without calling Stripe', async () => {
    const at = new Date().toISOString();
    const failed: PayoutTransfer = {
      seller_id: ana.sellerId,
      order_ref: `ord_badamount${Date.now()}`,
      session_id: 'cs_live_badamount',
      payment_intent: 'pi_badamount',
      currency: 'usd',
      state: 'failed',
      amount_cents: 1800,
      reversed_cents: 0,
      lines: [],
      was_held: false,
      attempts: 1,
      error: 'Error: Invalid positive integer',
      failed_at: at,
      created_at: at,
      updated_at: at,
      revision: 0,
    };
    expect(await bookTransfer(failed, { entries: [], totals: { failed_count: 1 } })).toBe('booked');
    const overview = await callPayouts<AdminPayoutsResponse>('GET /api/admin/payouts', {
      token: admin.accessToken,
    });
    const listed = overview.body.failed_transfers.find((t) => t.order_ref === failed.order_ref);
    expect(listed?.failure?.retryable).toBe(false);
    expect(listed?.failure?.reason).not.toMatch(/Invalid positive integer/);
    const retry = await callPayouts<{ error: string }>(
      'POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry',
      {
        token: admin.accessToken,
        pathParameters: { orderRef: failed.order_ref, sellerId: ana.sellerId },
      },
    );
    expect(retry.status).toBe(409);
    expect(retry.body.error).toMatch(/^Retrying cannot help this transfer: /);
    expect(await stripeTransfersOf(failed.order_ref)).toEqual([]);
  });
});

describe('a whole order at $0', () => {
  it('completes like any other: paid once, redeemed once, share settled, no refund to make', async () => {
    const redemptions = async () =>
      (await listedCode(freeCodeId, ana.accessToken, 'GET /api/seller/discount-codes'))
        ?.redemptions;
    const redeemedBefore = await redemptions();
    const started = await guestCheckout([anaProduct], freeCode);
    expect(started.status).toBe(200);
    // Stripe completes a session of 0 without a payment: no_payment_required, no PaymentIntent.
    const sessionId = await payAndDeliverTwice(started.body.url);
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      amount_total: 0,
      payment_status: 'no_payment_required',
      payment_intent: null,
    });
    const verified = await call(checkout, 'POST /api/verify-payment-universal', {
      body: { sessionId },
    });
    expect(verified).toMatchObject({ status: 200, body: { success: true } });
    const order = await getOrder(sessionId);
    expect(order).toMatchObject({ status: 'paid', total_cents: 0, product_ids: [anaProduct] });
    expect(order?.payment_intent).toBeUndefined();
    expect(await redemptions()).toBe((redeemedBefore ?? 0) + 1);

    const orderRef = await orderRefOf(sessionId);
    await runPayoutsWorker();
    expect(await getTransfer(ana.sellerId, orderRef)).toMatchObject({
      state: 'transferred',
      amount_cents: 0,
    });
    expect(await stripeTransfersOf(orderRef)).toEqual([]);

    // The back office shows it, and a refund of nothing paid is a clear 400, not a 5xx.
    const page = await callOrders('GET /api/admin/orders/{sessionId}', {
      token: admin.accessToken,
      pathParameters: { sessionId },
    });
    expect(page.status).toBe(200);
    const refund = await callOrders('POST /api/admin/orders/{sessionId}/refunds', {
      token: admin.accessToken,
      pathParameters: { sessionId },
      body: { product_ids: [anaProduct], reason: 'Asked' },
    });
    expect(refund).toMatchObject({ status: 400, body: { error: REFUND_MESSAGES.noPayment } });
  });
});
