import { handler as payouts } from '../../lambdas/functions/payouts';
import type {
  AdminPayoutsResponse,
  SellerPayoutsResponse,
  TransferRetryResponse,
} from '../../lambdas/contracts/payouts';
import { bookDuePayouts } from '../../lambdas/jobs/payouts-worker';
import { getOrder } from '../../lambdas/repositories/order-repository';
import {
  ledgerEntryKey,
  ledgerEntryPut,
  listLedger,
} from '../../lambdas/repositories/payout-ledger-repository';
import { getPayoutAccount } from '../../lambdas/repositories/payout-account-repository';
import { getTransfer } from '../../lambdas/repositories/payout-transfer-repository';
import { writeTransaction } from '../../lambdas/repositories/transaction';
import { refundPart } from '../../lambdas/repositories/ledger-ids';
import { reverseSellerShares } from '../../lambdas/services/seller-shares/reversal-service';
import { apiEvent, testContext } from '../support/api-event';
import { call, guestEmail, localStripe } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import {
  accountUpdatedEvent,
  callPayouts,
  createPayoutSeller,
  deliverConnectEvent,
  finishOnboarding,
  onboardingLink,
  onboardSeller,
  orderRefOf,
  payCart,
  putSellerProduct,
  restrictAccount,
  stripeTransfersOf,
  type PayoutSeller,
} from '../support/payouts';

/**
 * A refund takes back only the refunded lines' sellers' shares; a transfer Stripe refuses is
 * failed, listed for the admin and retried once the seller can receive again; test-mode orders
 * and the shop's own products pay no seller.
 */
let ana: PayoutSeller;
let ben: PayoutSeller;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  await useIsolatedTable();
  [ana, ben, admin] = await Promise.all([
    createPayoutSeller(),
    createPayoutSeller(),
    createSignedInUser({ groups: ['admin'] }),
  ]);
  await Promise.all([onboardSeller(ana), onboardSeller(ben)]);
});

async function refundLine(sessionId: string, productId: string, cents: number) {
  const order = await getOrder(sessionId);
  if (!order?.payment_intent) throw new Error('Order without payment');
  const refund = await localStripe('live').refunds.create({
    payment_intent: order.payment_intent,
    amount: cents,
  });
  return { order, refund };
}

describe('refunds', () => {
  it('a refund of one line reverses only that seller’s share of it', async () => {
    const anaProduct = await putSellerProduct(ana.sellerId, 40);
    const benProduct = await putSellerProduct(ben.sellerId, 25);
    const sessionId = await payCart({ kind: 'guest', email: guestEmail() }, [
      anaProduct,
      benProduct,
    ]);
    await bookDuePayouts();
    const orderRef = await orderRefOf(sessionId);
    const { order, refund } = await refundLine(sessionId, anaProduct, 4000);

    const results = await Promise.all([
      reverseSellerShares(order, { refundId: refund.id, productIds: [anaProduct] }),
      reverseSellerShares(order, { refundId: refund.id, productIds: [anaProduct] }),
    ]);
    expect(results.flat().filter((result) => result.kind === 'reversal')).toHaveLength(1);

    const transfers = await stripeTransfersOf(orderRef);
    const anaTransfer = transfers.find((transfer) => transfer.amount === 3600);
    const benTransfer = transfers.find((transfer) => transfer.amount === 2250);
    expect(anaTransfer?.amount_reversed).toBe(3600);
    expect(benTransfer?.amount_reversed).toBe(0);
    expect((await getTransfer(ana.sellerId, orderRef))?.reversed_cents).toBe(3600);
    expect((await getTransfer(ben.sellerId, orderRef))?.reversed_cents).toBe(0);
    const reversals = (await listLedger(ana.sellerId)).filter((entry) => entry.kind === 'reversal');
    expect(reversals.map((entry) => [entry.order_ref, entry.amount_cents])).toEqual([
      [orderRef, 3600],
    ]);
    expect((await listLedger(ben.sellerId)).some((entry) => entry.kind === 'reversal')).toBe(false);
    expect((await getPayoutAccount(ana.sellerId))?.reversed_cents).toBe(3600);

    // The shop's Stripe refund id is in none of what the seller sees, nor in the stored key.
    expect(reversals[0]?.entry_key).toBe(`${orderRef}#reversal#${refundPart(refund.id)}`);
    const view = await sellerView(ana);
    expect(view.entries.find((entry) => entry.kind === 'reversal')?.id).toMatch(
      new RegExp(`^${orderRef}#reversal#refund-[0-9a-f]{32}$`),
    );
    expect(JSON.stringify(view)).not.toContain(refund.id);
    expect(await sellerCsv(ana)).not.toContain(refund.id);

    // Every row of the order names the product it is about, not only the sale.
    const anaName = `Flow ${anaProduct.slice(7, 13)}`;
    const benName = `Flow ${benProduct.slice(7, 13)}`;
    const named = (entries: SellerPayoutsResponse['entries']) =>
      entries
        .filter((entry) => entry.order_ref === orderRef)
        .map((entry) => [entry.kind, entry.product_name])
        .sort();
    expect(named(view.entries)).toEqual(
      [
        ['commission', anaName],
        ['reversal', anaName],
        ['sale', anaName],
        ['transfer', anaName],
      ].sort(),
    );
    expect(named((await sellerView(ben)).entries)).toEqual(
      [
        ['commission', benName],
        ['sale', benName],
        ['transfer', benName],
      ].sort(),
    );
    expect(await sellerCsv(ana)).toContain(`${orderRef},${anaName}`);
  });

  it('an entry stored with the refund id in its key is shown under the hash of it', async () => {
    const orderRef = 'ord_00000000000000000000000000000001';
    const refundId = 're_legacyStoredRefund0001';
    await writeTransaction([
      ledgerEntryPut({
        seller_id: ben.sellerId,
        entry_key: ledgerEntryKey(orderRef, 'hold_cancelled', refundId),
        kind: 'hold_cancelled',
        at: new Date().toISOString(),
        order_ref: orderRef,
        amount_cents: 500,
      }),
    ]);
    const view = await sellerView(ben);
    const shown = view.entries.find((entry) => entry.order_ref === orderRef);
    expect(shown?.id).toBe(`${orderRef}#hold_cancelled#${refundPart(refundId)}`);
    expect(JSON.stringify(view)).not.toContain(refundId);
    expect(await sellerCsv(ben)).not.toContain(refundId);
  });
});

async function sellerView(seller: PayoutSeller): Promise<SellerPayoutsResponse> {
  const answer = await callPayouts<SellerPayoutsResponse>('GET /api/seller/payouts', {
    token: seller.accessToken,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function sellerCsv(seller: PayoutSeller): Promise<string> {
  const event = apiEvent('GET /api/seller/payouts/ledger.csv', { token: seller.accessToken });
  const answer = await payouts(event, testContext);
  expect(answer.statusCode).toBe(200);
  return answer.body ?? '';
}

describe('failed transfers', () => {
  let sessionId: string;
  let orderRef: string;

  it('a restricted account fails the transfer: listed for the admin, never for the buyer', async () => {
    const product = await putSellerProduct(ben.sellerId, 20);
    const accountId = (await getPayoutAccount(ben.sellerId))?.stripe_account_id ?? '';
    await restrictAccount(accountId);
    // Our copy still says payouts are enabled (the event is late): Stripe refuses the transfer.
    sessionId = await payCart({ kind: 'guest', email: guestEmail() }, [product]);
    expect((await getOrder(sessionId))?.status).toBe('paid');
    await bookDuePayouts();
    orderRef = await orderRefOf(sessionId);
    expect((await getTransfer(ben.sellerId, orderRef))?.state).toBe('failed');
    const overview = await call<AdminPayoutsResponse>(payouts, 'GET /api/admin/payouts', {
      token: admin.accessToken,
    });
    expect(overview.status).toBe(200);
    const failed = overview.body.failed_transfers.find((t) => t.order_ref === orderRef);
    expect(failed).toMatchObject({ seller_id: ben.sellerId, amount_cents: 1800, state: 'failed' });
    expect(failed?.error).toMatch(/capabilit/);
    expect(failed?.failure).toMatchObject({ retryable: true });
    expect(failed?.failure?.action).toMatch(/onboarding/);
    expect(overview.body.sellers.find((s) => s.seller_id === ben.sellerId)?.failed_count).toBe(1);
    expect(JSON.stringify(overview.body)).not.toMatch(/acct_|cs_live_|cs_test_/);
  });

  it('the admin’s retry fails again while Stripe refuses, holds while restricted, released once enabled', async () => {
    const retry = () =>
      callPayouts<TransferRetryResponse>(
        'POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry',
        { token: admin.accessToken, pathParameters: { orderRef, sellerId: ben.sellerId } },
      );
    const again = await retry();
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('failed');
    expect(again.body.transfer.attempts).toBe(2);
    // The seller opens a new onboarding link (the shop reads the account: restricted), so the
    // next retry holds the share instead of failing it again; completing it enables payouts.
    const link = await onboardingLink(ben);
    const held = await retry();
    expect(held.body.outcome).toBe('held');
    expect(held.body.transfer.state).toBe('held');
    await finishOnboarding(link, 'complete');
    const accountId = (await getPayoutAccount(ben.sellerId))?.stripe_account_id ?? '';
    expect((await deliverConnectEvent(await accountUpdatedEvent(accountId))).status).toBe(200);
    expect((await getTransfer(ben.sellerId, orderRef))?.state).toBe('transferred');
    expect((await stripeTransfersOf(orderRef)).map((transfer) => transfer.amount)).toEqual([1800]);
    expect((await retry()).status).toBe(409);
    const account = await getPayoutAccount(ben.sellerId);
    expect(account?.failed_count).toBe(0);
    expect(account?.pending_cents).toBe(0);
  });

  it('a restriction Stripe reports holds the next sale instead of failing it', async () => {
    const accountId = (await getPayoutAccount(ben.sellerId))?.stripe_account_id ?? '';
    await restrictAccount(accountId);
    expect((await deliverConnectEvent(await accountUpdatedEvent(accountId))).status).toBe(200);
    const product = await putSellerProduct(ben.sellerId, 10);
    const held = await orderRefOf(await payCart({ kind: 'guest', email: guestEmail() }, [product]));
    await bookDuePayouts();
    expect((await getTransfer(ben.sellerId, held))?.state).toBe('held');
    await finishOnboarding(await onboardingLink(ben), 'complete');
    expect((await deliverConnectEvent(await accountUpdatedEvent(accountId))).status).toBe(200);
    expect((await getTransfer(ben.sellerId, held))?.state).toBe('transferred');
    expect((await stripeTransfersOf(held)).map((transfer) => transfer.amount)).toEqual([900]);
  });
});

describe('orders that pay no seller', () => {
  it('a test-mode order never transfers and books nothing', async () => {
    const tester = await createSignedInUser({ groups: ['test_user'] });
    const product = await putSellerProduct(ana.sellerId, 33);
    const sessionId = await payCart({ kind: 'user', user: tester }, [product]);
    await bookDuePayouts();
    const order = await getOrder(sessionId);
    expect(order?.mode).toBe('test');
    expect(await stripeTransfersOf(order?.order_ref ?? '')).toEqual([]);
    expect(await getTransfer(ana.sellerId, order?.order_ref ?? '')).toBeUndefined();
  });

  it('a product without a seller produces no transfer', async () => {
    const product = await putSellerProduct(undefined, 18);
    const sessionId = await payCart({ kind: 'guest', email: guestEmail() }, [product]);
    await bookDuePayouts();
    expect(await stripeTransfersOf(await orderRefOf(sessionId))).toEqual([]);
  });
});
