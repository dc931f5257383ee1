import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail } from '../../lambdas/contracts/orders';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { callOrders } from '../support/admin-api';
import { guestEmail, localStripe, sessionIdOf, shopProduct } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  countedSales,
  deliver,
  deliverSessionEvent,
  getOrder,
  openCheckout,
  racingCheckout,
  refundsOf,
} from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import { chargeOf, chargeRefundedEvent } from '../support/payment-events';
import {
  createPayoutSeller,
  onboardSeller,
  orderRefOf,
  putSellerProduct,
  runPayoutsWorker,
  stripeTransfersOf,
  type PayoutSeller,
} from '../support/payouts';

/**
 * Buyers paying in their own currency (Adaptive Pricing on the local Stripe server, EUR at its
 * fixed 0.92): the shop's orders, sales, payouts and refunds stay right in USD to the cent,
 * and what went back in euros adds up exactly to what the buyer paid. The setting is this
 * file's own (its environment is its own), so no other suite's sessions change.
 */
const alpha = { id: `fx-a-${randomUUID()}`, name: 'FX Alpha', price: 40 };
const beta = { id: `fx-b-${randomUUID()}`, name: 'FX Beta', price: 15.5 };

function useAdaptivePricing(on: boolean) {
  process.env[ENV.adaptivePricing] = String(on);
  resetConfigCache();
}

/** Pay on the hosted page as a buyer shown euros (the page's own hidden field). */
async function payInEuros(checkoutUrl: string): Promise<string> {
  const page = checkoutUrl.replace('//localhost:', '//127.0.0.1:');
  const response = await fetch(`${page}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ presentment_currency: 'eur' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const sessionId = sessionIdOf(checkoutUrl);
  expect((await deliverSessionEvent(sessionId, 'checkout.session.completed')).status).toBe(200);
  return sessionId;
}

function refund(admin: TestUser, sessionId: string, productIds: string[]) {
  return callOrders<AdminOrderDetail>('POST /api/admin/orders/{sessionId}/refunds', {
    token: admin.accessToken,
    pathParameters: { sessionId },
    body: { product_ids: productIds, reason: 'Asked' },
  });
}

describe('prices in the buyer’s currency', () => {
  let admin: TestUser;
  let seller: PayoutSeller;

  beforeAll(async () => {
    await useIsolatedTable();
    [admin, seller] = await Promise.all([
      createSignedInUser({ groups: ['admin'] }),
      createPayoutSeller(),
    ]);
    await onboardSeller(seller);
    for (const product of [alpha, beta]) {
      await putProduct(shopProduct(product.id, { name: product.name, price: product.price }));
    }
  });

  afterEach(() => {
    delete process.env[ENV.adaptivePricing];
    resetConfigCache();
  });

  it('a payment in euros is recorded in USD: order, sales and the seller’s payout to the cent', async () => {
    useAdaptivePricing(true);
    const sellerProduct = await putSellerProduct(seller.sellerId, 18);
    const before = await countedSales(sellerProduct);
    const url = await openCheckout({ kind: 'guest', email: guestEmail() }, [
      sellerProduct,
      beta.id,
    ]);
    const opened = await localStripe('live').checkout.sessions.retrieve(sessionIdOf(url));
    expect(opened).toMatchObject({
      currency: 'usd',
      amount_total: 3350,
      adaptive_pricing: { enabled: true },
      locale: 'auto',
    });

    const sessionId = await payInEuros(url);
    // $33.50 at 0.92: €30.82, beside the USD the shop counts.
    expect(await getOrder(sessionId)).toMatchObject({
      status: 'paid',
      currency: 'usd',
      total_cents: 3350,
      amount_paid_cents: 3350,
      line_cents: { [sellerProduct]: 1800, [beta.id]: 1550 },
      presentment: { currency: 'eur', amount: 3082 },
    });
    expect(await countedSales(sellerProduct)).toEqual({
      units: before.units + 1,
      revenueCents: before.revenueCents + 1800,
      claims: 0,
    });
    await runPayoutsWorker();
    // The seller's $18.00 less the shop's 10%, in USD whatever the buyer paid in.
    const transfers = await stripeTransfersOf(await orderRefOf(sessionId));
    expect(transfers.map(({ amount, currency }) => ({ amount, currency }))).toEqual([
      { amount: 1620, currency: 'usd' },
    ]);
  });

  it('back-office refunds of a euro payment, partial then the rest, give back exactly what was paid', async () => {
    useAdaptivePricing(true);
    const sessionId = await payInEuros(
      await openCheckout({ kind: 'guest', email: guestEmail() }, [alpha.id, beta.id]),
    );
    expect((await getOrder(sessionId))?.presentment).toEqual({ currency: 'eur', amount: 5106 });
    const before = await countedSales(alpha.id);

    expect((await refund(admin, sessionId, [alpha.id])).status).toBe(200);
    expect((await refund(admin, sessionId, [beta.id])).status).toBe(200);

    // Stripe was asked in the payment's currency (USD) and gave back euros: €36.80 + €14.26.
    const made = (await refundsOf(sessionId)).sort((a, b) => b.amount - a.amount);
    expect(made.map((refund) => [refund.amount, refund.currency])).toEqual([
      [4000, 'usd'],
      [1550, 'usd'],
    ]);
    const order = await getOrder(sessionId);
    expect(order?.refunds?.map((recorded) => recorded.amount_cents)).toEqual([4000, 1550]);
    expect(order?.refunds?.map((recorded) => recorded.presentment_amount)).toEqual([3680, 1426]);
    const euros = made.map((refund) => refund.presentment_details?.presentment_amount ?? 0);
    expect(euros.reduce((sum, amount) => sum + amount, 0)).toBe(5106);
    expect(order?.refunded_cents).toBe(5550);
    expect(await countedSales(alpha.id)).toEqual({
      units: before.units - 1,
      revenueCents: before.revenueCents - 4000,
      claims: 0,
    });
  });

  it('a Dashboard refund of a euro charge takes back the line its USD amount matches', async () => {
    useAdaptivePricing(true);
    const sessionId = await payInEuros(
      await openCheckout({ kind: 'guest', email: guestEmail() }, [alpha.id, beta.id]),
    );
    const charge = await chargeOf(sessionId);
    expect(charge).toMatchObject({
      currency: 'usd',
      amount: 5550,
      presentment_details: { presentment_amount: 5106, presentment_currency: 'eur' },
    });
    await localStripe('live').refunds.create({ charge: charge.id, amount: 1550 });
    expect((await deliver(await chargeRefundedEvent(sessionId))).status).toBe(200);

    const order = await getOrder(sessionId);
    expect(order).toMatchObject({ product_ids: [alpha.id], total_cents: 4000 });
    expect(order?.refunds).toEqual([
      expect.objectContaining({
        source: 'stripe',
        product_ids: [beta.id],
        amount_cents: 1550,
        presentment_amount: 1426,
      }),
    ]);
  });

  it('a second payment in euros for an owned product is refunded in USD, the euros reported', async () => {
    useAdaptivePricing(true);
    const buyer = { kind: 'guest' as const, email: guestEmail() };
    const first = await openCheckout(buyer, [alpha.id]);
    // A second tab opened at the same moment: neither checkout expired the other.
    const second = await racingCheckout(buyer, [alpha, beta], { adaptivePricing: true });
    await payInEuros(first);
    const sessionId = await payInEuros(second);

    const order = await getOrder(sessionId);
    expect(order).toMatchObject({
      status: 'paid',
      product_ids: [beta.id],
      total_cents: 1550,
      refund_cents: 4000,
      presentment: { currency: 'eur', amount: 5106 },
    });
    const made = await refundsOf(sessionId);
    expect(made.map((refund) => [refund.amount, refund.currency])).toEqual([[4000, 'usd']]);
    expect(made[0]?.presentment_details).toEqual({
      presentment_amount: 3680,
      presentment_currency: 'eur',
    });
  });

  it('with the setting off, sessions are as before and a payment is USD only', async () => {
    const url = await openCheckout({ kind: 'guest', email: guestEmail() }, [alpha.id]);
    const opened = await localStripe('live').checkout.sessions.retrieve(sessionIdOf(url));
    expect(opened).toMatchObject({ adaptive_pricing: { enabled: false }, locale: null });
    expect(opened.presentment_details).toBeUndefined();
    const sessionId = await payInEuros(url);
    const order = await getOrder(sessionId);
    expect(order).toMatchObject({ status: 'paid', total_cents: 4000, amount_paid_cents: 4000 });
    expect(order?.presentment).toBeUndefined();
  });
});
