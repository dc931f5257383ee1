import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as payouts } from '../../lambdas/functions/payouts';
import type { SellerPayoutsResponse } from '../../lambdas/contracts/payouts';
import { getPayoutAccount } from '../../lambdas/repositories/payout-account-repository';
import { listLedger } from '../../lambdas/repositories/payout-ledger-repository';
import { getTransfer } from '../../lambdas/repositories/payout-transfer-repository';
import { releaseRun } from '../../lambdas/services/payouts/release-service';
import {
  call,
  completedEvent,
  guestEmail,
  payOnHostedPage,
  sessionIdOf,
} from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { deliver, getOrder } from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import { checkCode, createCode, guestCheckout, uniqueCode } from '../support/discounts-api';
import {
  connectedAccountId,
  createPayoutSeller,
  onboardSeller,
  orderRefOf,
  payCart,
  putSellerProduct,
  runPayoutsWorker,
  stripeTransfersOf,
  type PayoutSeller,
} from '../support/payouts';

/**
 * Separate charges and transfers: a cart of two sellers' products and one of the shop's, paid
 * once, gives each seller exactly one transfer of their lines' price minus the commission, to
 * the cent, from the order's charge; the shop's product gives none. Storms of duplicate
 * deliveries, racing verifications and overlapping workers change nothing. With a discount
 * code, the commission and the shares are computed on what was paid for each line.
 */
let ana: PayoutSeller;
let ben: PayoutSeller;
let anaProducts: string[];
let benProduct: string;
let shopOwn: string;

beforeAll(async () => {
  await useIsolatedTable();
  [ana, ben] = await Promise.all([createPayoutSeller(), createPayoutSeller()]);
  await Promise.all([onboardSeller(ana), onboardSeller(ben)]);
  // $49.99 at 10% = 499.9 -> 500 commission; $19.99 -> 199.9 -> 200; $9.95 -> 99.5 -> 100 (half up).
  anaProducts = [
    await putSellerProduct(ana.sellerId, 49.99),
    await putSellerProduct(ana.sellerId, 9.95),
  ];
  benProduct = await putSellerProduct(ben.sellerId, 19.99);
  shopOwn = await putSellerProduct(undefined, 15);
});

function cents(transfers: { destination: unknown; amount: number }[], destination: string) {
  return transfers.filter((transfer) => transfer.destination === destination).map((t) => t.amount);
}

describe('a split cart paid once', () => {
  it('gives exactly two transfers, exact to the cent, from the charge, in the order’s group', async () => {
    const sessionId = await payCart({ kind: 'guest', email: guestEmail() }, [
      ...anaProducts,
      benProduct,
      shopOwn,
    ]);
    await runPayoutsWorker();
    const orderRef = await orderRefOf(sessionId);
    const transfers = await stripeTransfersOf(orderRef);
    expect(transfers).toHaveLength(2);
    const anaAccount = (await getPayoutAccount(ana.sellerId))?.stripe_account_id ?? '';
    const benAccount = (await getPayoutAccount(ben.sellerId))?.stripe_account_id ?? '';
    // Ana: 4999 - 500 + 995 - 100 = 5394; Ben: 1999 - 200 = 1799.
    expect(cents(transfers, anaAccount)).toEqual([5394]);
    expect(cents(transfers, benAccount)).toEqual([1799]);
    for (const transfer of transfers) {
      expect(transfer.transfer_group).toBe(orderRef);
      expect(typeof transfer.source_transaction).toBe('string');
      expect(transfer.currency).toBe('usd');
    }
    const share = await getTransfer(ana.sellerId, orderRef);
    expect(share?.state).toBe('transferred');
    expect(
      share?.lines.map((line) => [line.price_cents, line.rate_bps, line.commission_cents]),
    ).toEqual(
      expect.arrayContaining([
        [4999, 1000, 500],
        [995, 1000, 100],
      ]),
    );
    // The order's lines carry the seller and the rate from checkout; the shop's line neither.
    const order = await getOrder(sessionId);
    expect(order?.seller_ids).toEqual({
      [anaProducts[0] ?? '']: ana.sellerId,
      [anaProducts[1] ?? '']: ana.sellerId,
      [benProduct]: ben.sellerId,
    });
    expect(Object.keys(order?.commission_rates ?? {})).not.toContain(shopOwn);
  });

  it('50 duplicate deliveries, racing verifications and overlapping workers still give two', async () => {
    const buyer = await createSignedInUser();
    const sessionId = await payCart({ kind: 'user', user: buyer }, [
      anaProducts[0] ?? '',
      benProduct,
    ]);
    const repeated = await completedEvent(sessionId);
    const events = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0 ? repeated : completedEvent(sessionId),
      ),
    );
    const answers = await Promise.all([
      ...events.map((event) => deliver(event)),
      ...Array.from({ length: 5 }, () => runPayoutsWorker()),
      ...Array.from({ length: 3 }, () => releaseRun()),
    ]);
    expect(
      answers.filter(
        (answer) => typeof answer === 'object' && 'status' in answer && answer.status !== 200,
      ),
    ).toEqual([]);
    await runPayoutsWorker();
    const orderRef = await orderRefOf(sessionId);
    const transfers = await stripeTransfersOf(orderRef);
    expect(transfers.map((transfer) => transfer.amount).sort((a, b) => a - b)).toEqual([
      1799, 4499,
    ]);
    // Each ledger entry once: sale and commission per line, one transfer per seller.
    const anaEntries = (await listLedger(ana.sellerId)).filter(
      (entry) => entry.order_ref === orderRef,
    );
    expect(anaEntries.map((entry) => entry.kind).sort()).toEqual([
      'commission',
      'sale',
      'transfer',
    ]);
  });

  it('shows the seller their own ledger and totals, without any buyer or account id', async () => {
    const answer = await call<SellerPayoutsResponse>(payouts, 'GET /api/seller/payouts', {
      token: ana.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.account.state).toBe('payouts_enabled');
    expect(answer.body.totals.transferred_cents).toBe(5394 + 4499);
    expect(answer.body.totals.pending_cents).toBe(0);
    expect(answer.body.totals.sales_cents).toBe(4999 + 995 + 4999);
    expect(answer.body.totals.commission_cents).toBe(500 + 100 + 500);
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/acct_|cs_live_|cs_test_|@example/);
    const other = await call<SellerPayoutsResponse>(payouts, 'GET /api/seller/payouts', {
      token: ben.accessToken,
    });
    expect(other.body.totals.transferred_cents).toBe(1799 * 2);
    expect(other.body.entries.every((entry) => !anaProducts.includes(entry.product_id ?? ''))).toBe(
      true,
    );
  });
});

describe('a split cart paid with a shop-wide percentage code', () => {
  it('splits each line’s amount paid, not its list price, exact to the cent', async () => {
    const [cleo, dan] = await Promise.all([createPayoutSeller(), createPayoutSeller()]);
    await Promise.all([onboardSeller(cleo), onboardSeller(dan)]);
    const cleoProducts = [
      await putSellerProduct(cleo.sellerId, 49.99),
      await putSellerProduct(cleo.sellerId, 15),
    ];
    const danProduct = await putSellerProduct(dan.sellerId, 19.99);
    const shopsOwn = await putSellerProduct(undefined, 9.95);
    const cart = [...cleoProducts, danProduct, shopsOwn];
    const admin = await createSignedInUser({ groups: ['admin'] });
    const code = uniqueCode('PAYOUT');
    const created = await createCode(admin.accessToken, { code, kind: 'percent', percent_off: 15 });
    expect(created.status).toBe(201);

    // 15% off each line, halves up: 4999 -> 750 off, 1500 -> 225, 1999 -> 300, 995 -> 149.
    const quote = await checkCode(code, cart);
    expect(quote.body.lines.map((line) => line.discount_cents)).toEqual([750, 225, 300, 149]);
    const started = await guestCheckout(cart, code);
    expect(started.status).toBe(200);
    await payOnHostedPage(started.body.url);
    const sessionId = sessionIdOf(started.body.url);
    const verified = await call(checkout, 'POST /api/verify-payment-universal', {
      body: { sessionId },
    });
    expect(verified.body).toMatchObject({ success: true });
    await runPayoutsWorker();

    const orderRef = await orderRefOf(sessionId);
    const transfers = await stripeTransfersOf(orderRef);
    // 10% commission, halves up, on the amount paid per line (list price less its discount):
    // Cleo: 4249 - 425 (424.9) + 1275 - 128 (127.5) = 4971; Dan: 1699 - 170 (169.9) = 1529.
    // On the list prices they would have been 5849 and 1799.
    expect(cents(transfers, await connectedAccountId(cleo.sellerId))).toEqual([4971]);
    expect(cents(transfers, await connectedAccountId(dan.sellerId))).toEqual([1529]);
    expect(transfers).toHaveLength(2);
    const share = await getTransfer(cleo.sellerId, orderRef);
    expect(
      share?.lines.map((line) => [line.price_cents, line.commission_cents, line.share_cents]),
    ).toEqual(
      expect.arrayContaining([
        [4249, 425, 3824],
        [1275, 128, 1147],
      ]),
    );
    const ledger = (await listLedger(cleo.sellerId)).filter((e) => e.order_ref === orderRef);
    expect(ledger.map((entry) => [entry.kind, entry.amount_cents]).sort()).toEqual(
      [
        ['commission', 553],
        ['sale', 1275],
        ['sale', 4249],
        ['transfer', 4971],
      ].sort(),
    );
    const answer = await call<SellerPayoutsResponse>(payouts, 'GET /api/seller/payouts', {
      token: dan.accessToken,
    });
    expect(answer.body.totals).toMatchObject({
      sales_cents: 1699,
      commission_cents: 170,
      transferred_cents: 1529,
    });
  });
});
