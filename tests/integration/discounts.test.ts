import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DiscountCodeList,
  DiscountCodeSummary,
  DiscountQuote,
} from '../../lambdas/contracts/discounts';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as sales } from '../../lambdas/functions/sales';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { discountKeys, keys } from '../../lambdas/repositories/keys';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { queryAll, tableName } from '../../lambdas/repositories/table';
import { DISCOUNT_MESSAGES } from '../../lambdas/rules/discounts';
import { apiEvent, testContext } from '../support/api-event';
import {
  call,
  completedEvent,
  guestEmail,
  localStripe,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { discountCall, uniqueCode } from '../support/discounts-api';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller } from '../support/manage-api';

/**
 * Discount codes end to end against the emulators and the local Stripe server: the cart's
 * check is what Stripe charges, each refusal has its message, sellers stay within their own
 * products, a paid order counts one redemption however often it is fulfilled, and the sales
 * figures read what was paid.
 */
const shopWide = `shop-${randomUUID()}`;
const other = `other-${randomUUID()}`;
let admin: TestUser;
let seller: TestUser & { sellerId: string };
let otherSeller: TestUser & { sellerId: string };
let sellerProduct: string;
let otherSellerProduct: string;

beforeAll(async () => {
  await useIsolatedTable();
  [admin, seller, otherSeller] = await Promise.all([
    createSignedInUser({ groups: ['admin'] }),
    createSeller(),
    createSeller(),
  ]);
  sellerProduct = `seller-${randomUUID()}`;
  otherSellerProduct = `foreign-${randomUUID()}`;
  await Promise.all([
    putProduct(shopProduct(shopWide, { name: 'Lead CRM', price: 49 })),
    putProduct(shopProduct(other, { name: 'Invoice OCR', price: 19.99 })),
    putProduct(
      shopProduct(sellerProduct, { name: 'Seller Flow', price: 10.01, seller_id: seller.sellerId }),
    ),
    putProduct(
      shopProduct(otherSellerProduct, {
        name: 'Foreign Flow',
        price: 30,
        seller_id: otherSeller.sellerId,
      }),
    ),
  ]);
}, 120_000);

function createCode(
  token: string,
  body: Record<string, unknown>,
  route = 'POST /api/admin/discount-codes',
) {
  return discountCall<DiscountCodeSummary>(route, { token, body });
}

function check(code: string, items: string[]) {
  return discountCall<DiscountQuote>('POST /api/discount-codes/check', {
    body: { code, items: items.map((id) => ({ id })) },
  });
}

async function guestCheckout(items: string[], discountCode?: string) {
  return call<{ url: string; error?: string }>(checkout, 'POST /api/create-payment-universal', {
    body: {
      items: items.map((id) => ({ id })),
      email: guestEmail(),
      ...(discountCode ? { discountCode } : {}),
    },
  });
}

/** Pays on the hosted page, then delivers the completion webhook twice at once. */
async function payAndDeliverTwice(url: string): Promise<string> {
  const sessionId = sessionIdOf(url);
  await payOnHostedPage(url);
  const events = await Promise.all([completedEvent(sessionId), completedEvent(sessionId)]);
  const answers = await Promise.all(
    events.map((event) =>
      call(webhook, 'POST /api/stripe-webhook', {
        rawBody: event.payload,
        headers: { 'stripe-signature': event.signature },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  return sessionId;
}

async function listed(
  id: string,
  token = admin.accessToken,
  route = 'GET /api/admin/discount-codes',
) {
  const { body } = await discountCall<DiscountCodeList>(route, { token });
  return body.codes.find((code) => code.id === id);
}

describe('a code applied in the cart is the amount Stripe charges', () => {
  it('checks, pays the reduced total, keeps each line, counts one redemption', async () => {
    const name = uniqueCode('SPRING');
    const created = await createCode(admin.accessToken, {
      code: name.toLowerCase(),
      kind: 'percent',
      percent_off: 12.5,
      max_redemptions: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: name,
      status: 'active',
      redemptions: 0,
      remaining: 5,
    });

    // Typed in another case: codes are case-insensitive.
    const quote = await check(name.toLowerCase(), [shopWide, other]);
    expect(quote.status).toBe(200);
    // 12.5% of 4900 = 612.5 -> 613; of 1999 = 249.875 -> 250.
    expect(quote.body).toMatchObject({
      subtotal_cents: 6899,
      discount_cents: 863,
      total_cents: 6036,
    });
    expect(quote.body.lines.map((line) => line.discount_cents)).toEqual([613, 250]);

    const started = await guestCheckout([shopWide, other], name);
    expect(started.status).toBe(200);
    const sessionId = await payAndDeliverTwice(started.body.url);
    const paid = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(paid.amount_total).toBe(quote.body.total_cents);
    expect(paid.total_details?.amount_discount).toBe(863);

    const order = await getOrder(sessionId);
    expect(order).toMatchObject({
      status: 'paid',
      total_cents: 6036,
      amounts: { [shopWide]: 42.87, [other]: 17.49 },
      discount_cents: { [shopWide]: 613, [other]: 250 },
      discount: { id: created.body.id, code: name, cents: 863 },
    });
    const items = await queryAll({
      KeyConditionExpression: 'PK = :order AND begins_with(SK, :item)',
      ExpressionAttributeValues: { ':order': keys.order(sessionId).PK, ':item': 'ITEM#' },
    });
    expect(items.map((item) => [item.product_id, item.amount, item.discount_cents]).sort()).toEqual(
      [
        [other, 17.49, 250],
        [shopWide, 42.87, 613],
      ].sort(),
    );
    expect(await listed(created.body.id)).toMatchObject({ redemptions: 1, remaining: 4 });

    // The sales figures read what was paid, not the list prices.
    const stats = await sales(
      apiEvent('GET /api/admin/stats', { token: admin.accessToken }),
      testContext,
    );
    const figures = JSON.parse(stats.body ?? '{}') as {
      total_revenue: number;
      products: { product_id: string; revenue: number }[];
    };
    expect(figures.total_revenue).toBe(60.36);
    expect(figures.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: shopWide, revenue: 42.87 }),
        expect.objectContaining({ product_id: other, revenue: 17.49 }),
      ]),
    );
  }, 60_000);

  it('spreads a product-scoped fixed amount over its own lines only', async () => {
    const name = uniqueCode('SELLER');
    const created = await createCode(
      seller.accessToken,
      { code: name, kind: 'amount', amount_off_cents: 500, product_ids: [sellerProduct] },
      'POST /api/seller/discount-codes',
    );
    expect(created.status).toBe(201);
    expect(created.body.products).toEqual([{ id: sellerProduct, name: 'Seller Flow' }]);
    const quote = await check(name, [shopWide, sellerProduct]);
    expect(quote.body.lines.map((line) => [line.product_id, line.discount_cents])).toEqual([
      [shopWide, 0],
      [sellerProduct, 500],
    ]);
    const started = await guestCheckout([shopWide, sellerProduct], name);
    const sessionId = await payAndDeliverTwice(started.body.url);
    const paid = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(paid.amount_total).toBe(quote.body.total_cents);
    expect(paid.amount_total).toBe(4900 + 1001 - 500);
  }, 60_000);
});

describe('refused codes get their message', () => {
  it('unknown, expired, used up, not applicable and deactivated', async () => {
    expect((await check('NOSUCHCODE', [shopWide])).body.error).toBe(DISCOUNT_MESSAGES.notValid);

    const expiring = await createCode(admin.accessToken, {
      code: uniqueCode('OLD'),
      kind: 'percent',
      percent_off: 10,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    // The hour passes: the code's expiry is now behind us.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: discountKeys.code(expiring.body.id),
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const expired = await check(expiring.body.code, [shopWide]);
    expect(expired).toMatchObject({ status: 400, body: { error: DISCOUNT_MESSAGES.expired } });
    const refusedCheckout = await guestCheckout([shopWide], expiring.body.code);
    expect(refusedCheckout).toMatchObject({
      status: 400,
      body: { error: DISCOUNT_MESSAGES.expired },
    });

    const once = await createCode(admin.accessToken, {
      code: uniqueCode('ONCE'),
      kind: 'amount',
      amount_off_cents: 100,
      max_redemptions: 1,
    });
    const first = await guestCheckout([other], once.body.code);
    await payAndDeliverTwice(first.body.url);
    const usedUp = await check(once.body.code, [shopWide]);
    expect(usedUp).toMatchObject({ status: 400, body: { error: DISCOUNT_MESSAGES.usedUp } });
    expect(await listed(once.body.id)).toMatchObject({
      redemptions: 1,
      remaining: 0,
      status: 'used_up',
    });

    const foreign = await createCode(
      seller.accessToken,
      { code: uniqueCode('MINE'), kind: 'percent', percent_off: 20, product_ids: [sellerProduct] },
      'POST /api/seller/discount-codes',
    );
    const notApplicable = await check(foreign.body.code, [otherSellerProduct]);
    expect(notApplicable).toMatchObject({
      status: 400,
      body: { error: DISCOUNT_MESSAGES.notApplicable },
    });
    // The message never names the products the code is for.
    expect(JSON.stringify(notApplicable.body)).not.toContain('Seller Flow');

    const deactivated = await discountCall('POST /api/admin/discount-codes/{codeId}/deactivate', {
      token: admin.accessToken,
      params: { codeId: foreign.body.id },
    });
    expect(deactivated.body).toMatchObject({ active: false, status: 'inactive' });
    expect((await check(foreign.body.code, [sellerProduct])).body.error).toBe(
      DISCOUNT_MESSAGES.notValid,
    );
    const promotion = await localStripe('live').promotionCodes.list({ code: foreign.body.code });
    expect(promotion.data.map((code) => code.active)).toEqual([false]);
  }, 60_000);

  it('refuses a name already taken, whatever its case', async () => {
    const name = uniqueCode('TWICE');
    expect(
      (await createCode(admin.accessToken, { code: name, kind: 'percent', percent_off: 5 })).status,
    ).toBe(201);
    const again = await createCode(admin.accessToken, {
      code: name.toLowerCase(),
      kind: 'percent',
      percent_off: 5,
    });
    expect(again).toMatchObject({ status: 409, body: { error: DISCOUNT_MESSAGES.codeTaken } });
  });
});

describe('sellers stay within their own products', () => {
  it("cannot make a code for another seller's product or deactivate their code: 404", async () => {
    const foreignProduct = await createCode(
      seller.accessToken,
      {
        code: uniqueCode('GRAB'),
        kind: 'percent',
        percent_off: 50,
        product_ids: [otherSellerProduct],
      },
      'POST /api/seller/discount-codes',
    );
    expect(foreignProduct).toMatchObject({ status: 404, body: { error: 'Product Not Found' } });
    const missing = await createCode(
      seller.accessToken,
      {
        code: uniqueCode('GRAB'),
        kind: 'percent',
        percent_off: 50,
        product_ids: ['no-such-product'],
      },
      'POST /api/seller/discount-codes',
    );
    expect(missing).toEqual(foreignProduct);
    const shopWideBySeller = await createCode(
      seller.accessToken,
      { code: uniqueCode('ALL'), kind: 'percent', percent_off: 50 },
      'POST /api/seller/discount-codes',
    );
    expect(shopWideBySeller.status).toBe(400);

    const theirs = await createCode(
      otherSeller.accessToken,
      {
        code: uniqueCode('THEIRS'),
        kind: 'percent',
        percent_off: 15,
        product_ids: [otherSellerProduct],
      },
      'POST /api/seller/discount-codes',
    );
    expect(theirs.status).toBe(201);
    const refused = await discountCall('POST /api/seller/discount-codes/{codeId}/deactivate', {
      token: seller.accessToken,
      params: { codeId: theirs.body.id },
    });
    expect(refused.status).toBe(404);
    expect(
      await listed(theirs.body.id, otherSeller.accessToken, 'GET /api/seller/discount-codes'),
    ).toMatchObject({
      active: true,
    });
    expect(
      await listed(theirs.body.id, seller.accessToken, 'GET /api/seller/discount-codes'),
    ).toBeUndefined();
  }, 60_000);
});
