import { randomUUID } from 'node:crypto';
import type { DiscountQuote } from '../../lambdas/contracts/discounts';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { bundleInput, makeBundle } from '../support/bundles-api';
import { call, guestEmail, localStripe, sessionIdOf, shopProduct } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { createCode, discountCall, uniqueCode } from '../support/discounts-api';
import {
  createPayoutSeller,
  onboardSeller,
  payCart,
  putSellerProduct,
  putSellerProducts,
  type PayoutSeller,
} from '../support/payouts';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * The cart's check of a discount code prices the cart as checkout charges it: a bundle as its
 * products' lines at their shares of the buyer's price (less what a signed-in buyer owns, never
 * below the floor), a pay-what-you-want line at the buyer's amount and never discounted, and
 * the code's scope over those lines. Its total is the Checkout Session's `amount_total`.
 */
let seller: PayoutSeller;
let admin: TestUser;
/** The bundle's products, $29, $49 and $19; a single product of $15; pay what you want. */
let parts: string[];
let single: string;
const pwyw = `pwyw-${randomUUID()}`;

beforeAll(async () => {
  await useIsolatedTable();
  [seller, admin] = await Promise.all([
    createPayoutSeller(),
    createSignedInUser({ groups: ['admin'] }),
  ]);
  await onboardSeller(seller);
  parts = await putSellerProducts(seller.sellerId, [29, 49, 19]);
  single = await putSellerProduct(seller.sellerId, 15);
  await putProduct(shopProduct(pwyw, { name: 'Tip Jar Flow', price: 15, pwyw_minimum: 5 }));
});

type Line = { id: string; kind?: 'bundle'; amount_cents?: number };

function checkLines(code: string, items: Line[], token?: string) {
  return discountCall<DiscountQuote>('POST /api/discount-codes/check', {
    body: { code, items },
    ...(token ? { token } : {}),
  });
}

/** The Checkout Session's amount_total for the same lines and code. */
async function chargedTotal(code: string, items: Line[], token?: string): Promise<number> {
  const started = token
    ? await call<{ url: string }>(checkout, 'POST /api/create-payment', {
        token,
        body: { items, discountCode: code },
      })
    : await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
        body: { items, email: guestEmail(), discountCode: code },
      });
  if (started.status !== 200) {
    throw new Error(`Checkout: ${started.status} ${JSON.stringify(started.body)}`);
  }
  const session = await localStripe('live').checkout.sessions.retrieve(
    sessionIdOf(started.body.url),
  );
  return session.amount_total ?? -1;
}

describe('the cart’s discount check of a cart with a bundle', () => {
  it('spreads a fixed amount over the bundle’s lines and the product, as Stripe charges it', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(parts, { price_cents: 7900, floor_cents: 2000 }),
    );
    const code = uniqueCode('CARTBUNDLE');
    expect(
      (await createCode(admin.accessToken, { code, kind: 'amount', amount_off_cents: 1000 }))
        .status,
    ).toBe(201);
    const items: Line[] = [
      { id: bundleId, kind: 'bundle' },
      { id: single },
      { id: pwyw, amount_cents: 1200 },
    ];

    const quote = await checkLines(code, items);
    expect(quote.status).toBe(200);
    // $79 split 2362, 3991 and 1547, with $15: 9400 of eligible lines, $10 spread over them;
    // the $12 paid for the pay-what-you-want line is never discounted.
    expect(quote.body).toMatchObject({
      subtotal_cents: 7900 + 1500 + 1200,
      discount_cents: 1000,
      total_cents: 9600,
    });
    const bundled = quote.body.lines.filter((line) => line.bundle_id === bundleId);
    expect(bundled.map((line) => line.product_id)).toEqual(parts);
    expect(bundled.reduce((sum, line) => sum + line.subtotal_cents, 0)).toBe(7900);
    expect(quote.body.lines.find((line) => line.product_id === pwyw)).toMatchObject({
      subtotal_cents: 1200,
      discount_cents: 0,
    });

    expect(await chargedTotal(code, items)).toBe(quote.body.total_cents);
  });

  it('prices the bundle less what a signed-in buyer owns, with a code for one of its products', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(parts, { price_cents: 7900, floor_cents: 2000 }),
    );
    const code = uniqueCode('ONEPART');
    const created = await createCode(admin.accessToken, {
      code,
      kind: 'percent',
      percent_off: 25,
      product_ids: [parts[1]],
    });
    expect(created.status).toBe(201);
    const user = await createSignedInUser();
    await payCart({ kind: 'user', user }, [parts[0] ?? '']);
    const items: Line[] = [{ id: single }, { id: bundleId, kind: 'bundle' }];

    const quote = await checkLines(code, items, user.accessToken);
    expect(quote.status).toBe(200);
    // $79 less the $29 owned: $50, split 3603 and 1397; 25% of 3603 is 900.75 -> 901.
    expect(quote.body).toMatchObject({
      subtotal_cents: 1500 + 5000,
      discount_cents: 901,
      total_cents: 1500 + 5000 - 901,
    });
    expect(quote.body.lines.map((line) => [line.product_id, line.discount_cents])).toEqual([
      [single, 0],
      [parts[1], 901],
      [parts[2], 0],
    ]);
    expect(await chargedTotal(code, items, user.accessToken)).toBe(quote.body.total_cents);

    // A guest's check knows no purchases: the bundle at its full price, as its quote says.
    const guest = await checkLines(code, items);
    expect(guest.body.subtotal_cents).toBe(1500 + 7900);
  });

  it('leaves out what checkout would refuse, which checkout then refuses with its own reason', async () => {
    const bundleId = await makeBundle(
      seller.accessToken,
      bundleInput(parts, { price_cents: 7900, floor_cents: 2000 }),
    );
    const code = uniqueCode('LEFTOUT');
    const created = await createCode(admin.accessToken, { code, kind: 'percent', percent_off: 10 });
    expect(created.status).toBe(201);
    const user = await createSignedInUser();
    await payCart({ kind: 'user', user }, parts);
    const items: Line[] = [
      { id: bundleId, kind: 'bundle' },
      { id: single },
      { id: `missing-${randomUUID()}` },
    ];

    // The bundle is owned in full and the product does not exist: the code is not refused.
    const quote = await checkLines(code, items, user.accessToken);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ subtotal_cents: 1500, discount_cents: 150 });
    const started = await call(checkout, 'POST /api/create-payment', {
      token: user.accessToken,
      body: { items, discountCode: code },
    });
    expect(started.status).toBe(400);
  });
});
