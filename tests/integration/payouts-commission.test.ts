import type { AdminSettings, AdminUserDetail } from '../../lambdas/contracts/admin';
import type { SellerCommission, SellerPayoutsResponse } from '../../lambdas/contracts/payouts';
import { bookDuePayouts } from '../../lambdas/jobs/payouts-worker';
import { listLedger } from '../../lambdas/repositories/payout-ledger-repository';
import { getTransfer } from '../../lambdas/repositories/payout-transfer-repository';
import { callAdmin } from '../support/admin-api';
import { guestEmail } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { getOrder } from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import {
  callPayouts,
  createPayoutSeller,
  onboardSeller,
  orderRefOf,
  payCart,
  putSellerProduct,
  stripeTransfersOf,
  type PayoutSeller,
} from '../support/payouts';

/**
 * The commission: the shop's default (10% until the admin sets another) and a seller's own
 * rate, written on each order line at checkout; changing either later never rewrites what was
 * sold.
 */
let seller: PayoutSeller;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  await useIsolatedTable();
  [seller, admin] = await Promise.all([
    createPayoutSeller(),
    createSignedInUser({ groups: ['admin'] }),
  ]);
  await onboardSeller(seller);
});

function setShopRate(rate: number) {
  return callPayouts<AdminSettings>('PUT /api/admin/settings/commission', {
    token: admin.accessToken,
    body: { commission_rate_bps: rate },
  });
}

function setSellerRate(rate: number | null, sellerId = seller.sellerId) {
  return callPayouts<SellerCommission>('PUT /api/admin/sellers/{sellerId}/commission', {
    token: admin.accessToken,
    pathParameters: { sellerId },
    body: { commission_rate_bps: rate },
  });
}

describe('commission', () => {
  it('defaults to 10% in the admin settings', async () => {
    const settings = await callAdmin<AdminSettings>('GET /api/admin/settings', {
      token: admin.accessToken,
    });
    expect(settings.body.commission_rate_bps).toBe(1000);
  });

  it('refuses a rate outside 0-100% or with more than two decimals of a percent', async () => {
    for (const rate of [-1, 10_001, 12.345]) {
      const answer = await setShopRate(rate);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/between 0% and 100%/);
    }
    expect((await setSellerRate(1500, 'no-such-seller')).status).toBe(404);
  });

  it('writes the rate in force on each line; later changes never rewrite paid lines', async () => {
    const product = await putSellerProduct(seller.sellerId, 20);
    expect((await setShopRate(1250)).body.commission_rate_bps).toBe(1250);
    const atShopRate = await payCart({ kind: 'guest', email: guestEmail() }, [product]);

    const override = await setSellerRate(750);
    expect(override.body).toEqual({
      seller_id: seller.sellerId,
      override_rate_bps: 750,
      effective_rate_bps: 750,
      shop_default_rate_bps: 1250,
    });
    const atOverride = await payCart({ kind: 'guest', email: guestEmail() }, [product]);

    // Both change again before the payouts are booked: the orders keep their rates.
    await setShopRate(3000);
    await setSellerRate(null);
    await bookDuePayouts();

    expect((await getOrder(atShopRate))?.commission_rates?.[product]).toBe(1250);
    expect((await getOrder(atOverride))?.commission_rates?.[product]).toBe(750);
    // $20 at 12.5% = 250 commission, 1750 share; at 7.5% = 150, 1850.
    const first = await orderRefOf(atShopRate);
    const second = await orderRefOf(atOverride);
    expect((await stripeTransfersOf(first)).map((transfer) => transfer.amount)).toEqual([1750]);
    expect((await stripeTransfersOf(second)).map((transfer) => transfer.amount)).toEqual([1850]);
    expect((await getTransfer(seller.sellerId, first))?.lines[0]?.rate_bps).toBe(1250);
    const sales = (await listLedger(seller.sellerId)).filter((entry) => entry.kind === 'sale');
    expect(sales.map((entry) => entry.commission_rate_bps).sort()).toEqual([1250, 750]);

    const view = await callPayouts<SellerPayoutsResponse>('GET /api/seller/payouts', {
      token: seller.accessToken,
    });
    expect(view.body.commission_rate_bps).toBe(3000);
  });

  it('shows the seller’s commission on the admin’s seller record', async () => {
    await setSellerRate(500);
    const detail = await callAdmin<AdminUserDetail>('GET /api/admin/users/{userId}', {
      token: admin.accessToken,
      pathParameters: { userId: seller.userId },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.seller?.commission).toEqual({
      seller_id: seller.sellerId,
      override_rate_bps: 500,
      effective_rate_bps: 500,
      shop_default_rate_bps: 3000,
    });
  });
});
