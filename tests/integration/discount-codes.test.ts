import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { discountKeys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';
import { DISCOUNT_MESSAGES } from '../../lambdas/rules/discounts';
import { localStripe } from '../support/checkout';
import {
  checkCode,
  createCode,
  discountCall,
  discountFixtures,
  guestCheckout,
  listedCode,
  payAndDeliverTwice,
  uniqueCode,
  type DiscountFixtures,
} from '../support/discounts-api';

/**
 * Refused discount codes each get their message (unknown, expired, used up, for other
 * products, deactivated, a taken name), and sellers stay within their own products: another
 * seller's product or code is 404, like one that does not exist.
 */
let f: DiscountFixtures;

beforeAll(async () => {
  f = await discountFixtures();
}, 120_000);

describe('refused codes get their message', () => {
  it('unknown, expired, used up, not applicable and deactivated', async () => {
    expect((await checkCode('NOSUCHCODE', [f.shopWide])).body.error).toBe(
      DISCOUNT_MESSAGES.notValid,
    );

    const expiring = await createCode(f.admin.accessToken, {
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
    const expired = await checkCode(expiring.body.code, [f.shopWide]);
    expect(expired).toMatchObject({ status: 400, body: { error: DISCOUNT_MESSAGES.expired } });
    const refusedCheckout = await guestCheckout([f.shopWide], expiring.body.code);
    expect(refusedCheckout).toMatchObject({
      status: 400,
      body: { error: DISCOUNT_MESSAGES.expired },
    });

    const once = await createCode(f.admin.accessToken, {
      code: uniqueCode('ONCE'),
      kind: 'amount',
      amount_off_cents: 100,
      max_redemptions: 1,
    });
    const first = await guestCheckout([f.other], once.body.code);
    await payAndDeliverTwice(first.body.url);
    const usedUp = await checkCode(once.body.code, [f.shopWide]);
    expect(usedUp).toMatchObject({ status: 400, body: { error: DISCOUNT_MESSAGES.usedUp } });
    expect(await listedCode(once.body.id, f.admin.accessToken)).toMatchObject({
      redemptions: 1,
      remaining: 0,
      status: 'used_up',
    });

    const foreign = await createCode(
      f.seller.accessToken,
      {
        code: uniqueCode('MINE'),
        kind: 'percent',
        percent_off: 20,
        product_ids: [f.sellerProduct],
      },
      'POST /api/seller/discount-codes',
    );
    const notApplicable = await checkCode(foreign.body.code, [f.otherSellerProduct]);
    expect(notApplicable).toMatchObject({
      status: 400,
      body: { error: DISCOUNT_MESSAGES.notApplicable },
    });
    // The message never names the products the code is for.
    expect(JSON.stringify(notApplicable.body)).not.toContain('Seller Flow');

    const deactivated = await discountCall('POST /api/admin/discount-codes/{codeId}/deactivate', {
      token: f.admin.accessToken,
      params: { codeId: foreign.body.id },
    });
    expect(deactivated.body).toMatchObject({ active: false, status: 'inactive' });
    expect((await checkCode(foreign.body.code, [f.sellerProduct])).body.error).toBe(
      DISCOUNT_MESSAGES.notValid,
    );
    const promotion = await localStripe('live').promotionCodes.list({ code: foreign.body.code });
    expect(promotion.data.map((code) => code.active)).toEqual([false]);
  }, 60_000);

  it('refuses a name already taken, whatever its case', async () => {
    const name = uniqueCode('TWICE');
    expect(
      (await createCode(f.admin.accessToken, { code: name, kind: 'percent', percent_off: 5 }))
        .status,
    ).toBe(201);
    const again = await createCode(f.admin.accessToken, {
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
      f.seller.accessToken,
      {
        code: uniqueCode('GRAB'),
        kind: 'percent',
        percent_off: 50,
        product_ids: [f.otherSellerProduct],
      },
      'POST /api/seller/discount-codes',
    );
    expect(foreignProduct).toMatchObject({ status: 404, body: { error: 'Product Not Found' } });
    const missing = await createCode(
      f.seller.accessToken,
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
      f.seller.accessToken,
      { code: uniqueCode('ALL'), kind: 'percent', percent_off: 50 },
      'POST /api/seller/discount-codes',
    );
    expect(shopWideBySeller.status).toBe(400);

    const theirs = await createCode(
      f.otherSeller.accessToken,
      {
        code: uniqueCode('THEIRS'),
        kind: 'percent',
        percent_off: 15,
        product_ids: [f.otherSellerProduct],
      },
      'POST /api/seller/discount-codes',
    );
    expect(theirs.status).toBe(201);
    const refused = await discountCall('POST /api/seller/discount-codes/{codeId}/deactivate', {
      token: f.seller.accessToken,
      params: { codeId: theirs.body.id },
    });
    expect(refused.status).toBe(404);
    expect(
      await listedCode(theirs.body.id, f.otherSeller.accessToken, 'GET /api/seller/discount-codes'),
    ).toMatchObject({
      active: true,
    });
    expect(
      await listedCode(theirs.body.id, f.seller.accessToken, 'GET /api/seller/discount-codes'),
    ).toBeUndefined();
  }, 60_000);
});
