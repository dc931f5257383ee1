import { apiEvent, testContext } from '../support/api-event';
import { localStripe, shopProduct } from '../support/checkout';
import {
  checkCode,
  createCode,
  discountFixtures,
  guestCheckout,
  listedCode,
  payAndDeliverTwice,
  uniqueCode,
  type DiscountFixtures,
} from '../support/discounts-api';
import { handler as sales } from '../../lambdas/functions/sales';
import { countPaidOrderSales } from '../../lambdas/services/sales/sales-events';
import { queryAll } from '../../lambdas/repositories/table';
import { keys } from '../../lambdas/repositories/keys';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { getDiscountCode } from '../../lambdas/repositories/discount-code-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { DISCOUNT_SCOPE_MESSAGES } from '../../lambdas/contracts/discounts';
import { DISCOUNT_MESSAGES } from '../../lambdas/rules/discounts';
import { randomUUID } from 'node:crypto';

/**
 * A discount code applied in the cart is the amount Stripe charges: the check route's total
 * against the paid Checkout Session's, each line's discount kept on the order and its items,
 * one redemption under duplicate webhooks, and the sales figures on the amount paid.
 */
let f: DiscountFixtures;

beforeAll(async () => {
  f = await discountFixtures();
}, 120_000);

describe('a code applied in the cart is the amount Stripe charges', () => {
  it('checks, pays the reduced total, keeps each line, counts one redemption', async () => {
    const name = uniqueCode('SPRING');
    const created = await createCode(f.admin.accessToken, {
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
    const quote = await checkCode(name.toLowerCase(), [f.shopWide, f.other]);
    expect(quote.status).toBe(200);
    // 12.5% of 4900 = 612.5 -> 613; of 1999 = 249.875 -> 250.
    expect(quote.body).toMatchObject({
      subtotal_cents: 6899,
      discount_cents: 863,
      total_cents: 6036,
    });
    expect(quote.body.lines.map((line) => line.discount_cents)).toEqual([613, 250]);

    const started = await guestCheckout([f.shopWide, f.other], name);
    expect(started.status).toBe(200);
    const sessionId = await payAndDeliverTwice(started.body.url);
    const paid = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(paid.amount_total).toBe(quote.body.total_cents);
    expect(paid.total_details?.amount_discount).toBe(863);

    const order = await getOrder(sessionId);
    expect(order).toMatchObject({
      status: 'paid',
      total_cents: 6036,
      line_cents: { [f.shopWide]: 4287, [f.other]: 1749 },
      discount_cents: { [f.shopWide]: 613, [f.other]: 250 },
      discount: { id: created.body.id, code: name, cents: 863 },
    });
    const items = await queryAll({
      KeyConditionExpression: 'PK = :order AND begins_with(SK, :item)',
      ExpressionAttributeValues: { ':order': keys.order(sessionId).PK, ':item': 'ITEM#' },
    });
    expect(
      items.map((item) => [item.product_id, item.amount_cents, item.discount_cents]).sort(),
    ).toEqual(
      [
        [f.other, 1749, 250],
        [f.shopWide, 4287, 613],
      ].sort(),
    );
    expect(await listedCode(created.body.id, f.admin.accessToken)).toMatchObject({
      redemptions: 1,
      remaining: 4,
    });

    // The sales figures read what was paid, not the list prices (per product once the table's
    // stream is counted: here by its stand-in).
    await countPaidOrderSales();
    const stats = await sales(
      apiEvent('GET /api/admin/stats', { token: f.admin.accessToken }),
      testContext,
    );
    const figures = JSON.parse(stats.body ?? '{}') as {
      total_revenue: number;
      products: { product_id: string; revenue: number }[];
    };
    expect(figures.total_revenue).toBe(60.36);
    expect(figures.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: f.shopWide, revenue: 42.87 }),
        expect.objectContaining({ product_id: f.other, revenue: 17.49 }),
      ]),
    );
  }, 60_000);

  it('spreads a product-scoped fixed amount over its own lines only', async () => {
    const name = uniqueCode('SELLER');
    const created = await createCode(
      f.seller.accessToken,
      { code: name, kind: 'amount', amount_off_cents: 500, product_ids: [f.sellerProduct] },
      'POST /api/seller/discount-codes',
    );
    expect(created.status).toBe(201);
    expect(created.body.products).toEqual([{ id: f.sellerProduct, name: 'Seller Flow' }]);
    const quote = await checkCode(name, [f.shopWide, f.sellerProduct]);
    expect(quote.body.lines.map((line) => [line.product_id, line.discount_cents])).toEqual([
      [f.shopWide, 0],
      [f.sellerProduct, 500],
    ]);
    const started = await guestCheckout([f.shopWide, f.sellerProduct], name);
    const sessionId = await payAndDeliverTwice(started.body.url);
    const paid = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(paid.amount_total).toBe(quote.body.total_cents);
    expect(paid.amount_total).toBe(4900 + 1001 - 500);
  }, 60_000);

  it("prices a seller's all-my-products code on their products only, those listed later too", async () => {
    const name = uniqueCode('MINE');
    const created = await createCode(
      f.seller.accessToken,
      { code: name, kind: 'percent', percent_off: 25, all_my_products: true },
      'POST /api/seller/discount-codes',
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ products: [], all_my_products: true });
    // Its own coupon names no products (it is never applied: each order gets one), and its
    // promotion code cannot be redeemed on its own, where it would discount anything.
    const stored = await getDiscountCode(created.body.id);
    const ids = stored?.stripe.live;
    if (!ids) throw new Error('The code has no live Stripe objects');
    const live = localStripe('live');
    expect((await live.coupons.retrieve(ids.coupon)).applies_to).toBeFalsy();
    expect((await live.promotionCodes.retrieve(ids.promotion_code)).active).toBe(false);

    // Listed after the code was made: the code still covers it.
    const later = `later-${randomUUID()}`;
    await putProduct(
      shopProduct(later, { name: 'Later Flow', price: 20, seller_id: f.seller.sellerId }),
    );
    const cart = [f.shopWide, f.otherSellerProduct, f.sellerProduct, later];
    const quote = await checkCode(name, cart);
    expect(quote.status).toBe(200);
    // 25% of 1001 = 250.25 -> 250; of 2000 = 500. The shop's and the other seller's: nothing.
    expect(quote.body.lines.map((line) => [line.product_id, line.discount_cents])).toEqual([
      [f.shopWide, 0],
      [f.otherSellerProduct, 0],
      [f.sellerProduct, 250],
      [later, 500],
    ]);
    expect(await checkCode(name, [f.shopWide, f.otherSellerProduct])).toMatchObject({
      status: 400,
      body: { error: DISCOUNT_MESSAGES.notApplicable },
    });

    const started = await guestCheckout(cart, name);
    expect(started.status).toBe(200);
    const sessionId = await payAndDeliverTwice(started.body.url);
    const paid = await localStripe('live').checkout.sessions.retrieve(sessionId);
    expect(paid.amount_total).toBe(quote.body.total_cents);
    expect(paid.amount_total).toBe(4900 + 3000 + 1001 + 2000 - 750);
    // Seller payouts and sales read these lines: the other seller keeps the full price.
    expect(await getOrder(sessionId)).toMatchObject({
      line_cents: {
        [f.shopWide]: 4900,
        [f.otherSellerProduct]: 3000,
        [f.sellerProduct]: 751,
        [later]: 1500,
      },
      discount: { id: created.body.id, code: name, cents: 750 },
    });
  }, 60_000);

  it('refuses an all-my-products code that also names products, and one that names none', async () => {
    const both = await createCode(
      f.seller.accessToken,
      {
        code: uniqueCode('BOTH'),
        kind: 'percent',
        percent_off: 10,
        all_my_products: true,
        product_ids: [f.sellerProduct],
      },
      'POST /api/seller/discount-codes',
    );
    expect(both).toMatchObject({
      status: 400,
      body: { error: DISCOUNT_SCOPE_MESSAGES.productsOrAll },
    });
    const none = await createCode(
      f.seller.accessToken,
      { code: uniqueCode('NONE'), kind: 'percent', percent_off: 10 },
      'POST /api/seller/discount-codes',
    );
    expect(none).toMatchObject({
      status: 400,
      body: { error: DISCOUNT_SCOPE_MESSAGES.chooseProducts },
    });
  });
});
