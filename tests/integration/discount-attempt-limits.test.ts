import { DISCOUNT_MESSAGES } from '../../lambdas/rules/discounts';
import { DISCOUNT_CHECK_LIMIT } from '../../lambdas/services/pricing/discount-attempts';
import { uniqueTestIp } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import {
  buyerCheckout,
  checkCode,
  createCode,
  discountFixtures,
  guestCheckout,
  uniqueCode,
  type DiscountFixtures,
} from '../support/discounts-api';

/**
 * A checkout that carries a discount code says whether the code is right, like the cart's
 * check: both count in the same windows (per client address, and per account at checkout), so
 * neither route is a way to guess codes, and a right code still checks out under the limit.
 */
let f: DiscountFixtures;
let rightCode: string;
const LIMIT = DISCOUNT_CHECK_LIMIT.limit;
const TOO_MANY = { error: DISCOUNT_MESSAGES.tooManyChecks };

beforeAll(async () => {
  f = await discountFixtures();
  rightCode = uniqueCode('RIGHT');
  const created = await createCode(f.admin.accessToken, {
    code: rightCode,
    kind: 'percent',
    percent_off: 10,
  });
  expect(created.status).toBe(201);
}, 120_000);

/** Wrong guesses one after the other: their statuses. */
async function guesses(count: number, guess: (code: string) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    statuses.push((await guess(uniqueCode('GUESS'))).status);
  }
  return statuses;
}

describe('discount codes tried through checkout', () => {
  it('count in the same window per client address as the cart’s check', async () => {
    expect(LIMIT).toBe(60);
    const ip = uniqueTestIp();
    const buyer = await createSignedInUser();
    const half = LIMIT / 2;
    // Half the allowance on the check route, one right code and the rest wrong at checkout.
    expect(await guesses(half, (code) => checkCode(code, [f.shopWide], ip))).toEqual(
      Array(half).fill(400),
    );
    const right = await buyerCheckout(buyer.accessToken, [f.shopWide], rightCode, ip);
    expect(right.status).toBe(200);
    expect(right.body.url).toMatch(/\/checkout\/cs_/);
    const wrong = await guesses(half - 1, (code) =>
      buyerCheckout(buyer.accessToken, [f.shopWide], code, ip),
    );
    expect(wrong).toEqual(Array(half - 1).fill(400));

    const refused = await buyerCheckout(buyer.accessToken, [f.shopWide], uniqueCode('X'), ip);
    expect(refused).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(DISCOUNT_CHECK_LIMIT.windowSeconds);
    // Over the limit a right code is not answered either, and the check route is refused too.
    expect(await buyerCheckout(buyer.accessToken, [f.shopWide], rightCode, ip)).toMatchObject({
      status: 429,
      body: TOO_MANY,
    });
    expect(await checkCode(rightCode, [f.shopWide], ip)).toMatchObject({
      status: 429,
      body: TOO_MANY,
    });
    // A guest's checkout from that address is refused alike, before any code is read.
    expect(await guestCheckout([f.shopWide], rightCode, ip)).toMatchObject({
      status: 429,
      body: TOO_MANY,
    });
    // A checkout without a code is no guess, and another client has its own window.
    expect((await buyerCheckout(buyer.accessToken, [f.shopWide], undefined, ip)).status).toBe(200);
    expect((await checkCode(rightCode, [f.shopWide])).status).toBe(200);
  }, 120_000);

  it('count per account, from any address', async () => {
    const buyer = await createSignedInUser();
    // Each try from a fresh client address: only the account's window fills.
    const wrong = await guesses(LIMIT, (code) => buyerCheckout(buyer.accessToken, [f.other], code));
    expect(wrong).toEqual(Array(LIMIT).fill(400));
    const refused = await buyerCheckout(buyer.accessToken, [f.other], rightCode);
    expect(refused).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Buying without a code is no guess: still open to the account.
    const plain = await buyerCheckout(buyer.accessToken, [f.other]);
    expect(plain.status).toBe(200);
  }, 120_000);

  it('a guest’s checkout with a code uses up the address’s window for the check', async () => {
    const ip = uniqueTestIp();
    expect(await guesses(LIMIT - 1, (code) => checkCode(code, [f.shopWide], ip))).toEqual(
      Array(LIMIT - 1).fill(400),
    );
    const wrong = await guestCheckout([f.shopWide], uniqueCode('X'), ip);
    expect(wrong).toMatchObject({ status: 400, body: { error: DISCOUNT_MESSAGES.notValid } });
    expect(await checkCode(rightCode, [f.shopWide], ip)).toMatchObject({
      status: 429,
      body: TOO_MANY,
    });
  }, 120_000);
});
