import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as downloads } from '../../lambdas/functions/downloads';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import type { Receipt } from '../../lambdas/contracts/receipts';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  call,
  guestEmail,
  payOnHostedPage,
  seedProductWithVersions,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { useIsolatedTable } from '../support/isolated-table';

const MY_RECEIPT = 'GET /api/my/products/{id}/receipt';
const GUEST_RECEIPT = 'POST /api/get-buyer-receipt';

const bought = `receipt-${randomUUID()}`;
const gift = `receipt-gift-${randomUUID()}`;

async function paidSession(
  create: 'POST /api/create-payment' | 'POST /api/create-payment-universal',
  token?: string,
): Promise<string> {
  const items = [{ id: bought }];
  const { body } = await call<{ url: string }>(checkout, create, {
    token,
    body: token ? { items } : { items, email: guestEmail() },
  });
  await payOnHostedPage(body.url);
  const sessionId = sessionIdOf(body.url);
  const verify =
    create === 'POST /api/create-payment'
      ? 'POST /api/verify-payment'
      : 'POST /api/verify-payment-universal';
  const verified = await call(checkout, verify, { token, body: { sessionId } });
  expect(verified.body.success).toBe(true);
  return sessionId;
}

async function myReceipt(id: string, token: string) {
  const result = await myAccount(
    apiEvent(MY_RECEIPT, { token, pathParameters: { id } }),
    testContext,
  );
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as Receipt };
}

describe('receipts of purchases', () => {
  let owner: TestUser;
  let otherBuyer: TestUser;
  let guestSession: string;

  beforeAll(async () => {
    await useIsolatedTable();
    await seedProductWithVersions(shopProduct(bought, { name: 'Receipt Flow', price: 39 }));
    await seedProductWithVersions(shopProduct(gift, { name: 'Gift Flow', price: 12 }));
    [owner, otherBuyer] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    await paidSession('POST /api/create-payment', owner.accessToken);
    guestSession = await paidSession('POST /api/create-payment-universal');
  });

  it("gives the owner the order's lines, date, order number, seller and total", async () => {
    const { status, body } = await myReceipt(bought, owner.accessToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      seller_name: 'Automation Marketplace',
      lines: [{ product_id: bought, name: 'Receipt Flow', list_cents: 3900, line_cents: 3900 }],
      subtotal_cents: 3900,
      discount_cents: 0,
      tax_cents: 0,
      total_cents: 3900,
      refunded_cents: 0,
      currency: 'usd',
    });
    expect(body.order_number).toMatch(/^(ord_[0-9a-f]{32}|#[A-Z0-9]{10})$/);
    expect(Number.isNaN(Date.parse(body.date))).toBe(false);
  });

  it('answers 404 to another buyer, and for a product nobody bought', async () => {
    const notFound = { status: 404, body: { error: 'Receipt not found' } };
    expect(await myReceipt(bought, otherBuyer.accessToken)).toEqual(notFound);
    expect(await myReceipt(`unknown-${randomUUID()}`, owner.accessToken)).toEqual(notFound);
  });

  it('gives a purchase without an order (complimentary) a receipt of its own', async () => {
    await putPurchase({
      user_id: otherBuyer.userId,
      product_id: gift,
      purchase_date: '2026-03-04T10:00:00.000Z',
      amount_paid_cents: 0,
      is_test: false,
      source: 'complimentary',
    });
    const { status, body } = await myReceipt(gift, otherBuyer.accessToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      date: '2026-03-04T10:00:00.000Z',
      lines: [{ product_id: gift, name: 'Gift Flow', line_cents: 0 }],
      total_cents: 0,
    });
  });

  it("gives a guest their order's receipt by session; anything else is no purchase", async () => {
    const { status, body } = await call<Receipt>(downloads, GUEST_RECEIPT, {
      body: { sessionId: guestSession },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ lines: [{ product_id: bought }], total_cents: 3900 });
    expect(JSON.stringify(body)).not.toContain(guestSession);
    expect(
      await call(downloads, GUEST_RECEIPT, { body: { sessionId: 'cs_live_unknownsession0001' } }),
    ).toEqual({ status: 404, body: { error: 'No purchase found for this session' } });
  });
});
