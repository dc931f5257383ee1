import type Stripe from 'stripe';
import {
  createPaidSessionParams,
  startLocalStripe,
  type LocalStripeHarness,
} from './local-stripe-harness';

/**
 * Coupons, promotion codes and automatic tax on the local server, through the official SDK:
 * what a session costs line by line, which codes are refused, the code field of the payment
 * page, and one redemption per paid session.
 */
let local: LocalStripeHarness;
let stripe: Stripe;
let codes = 0;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_discounts');
});

afterAll(() => local.close());

/** A coupon and a fresh promotion code for it. */
async function promotion(
  coupon: Stripe.CouponCreateParams,
  code: Partial<Stripe.PromotionCodeCreateParams> = {},
) {
  const created = await stripe.coupons.create({ duration: 'once', ...coupon });
  codes += 1;
  return stripe.promotionCodes.create({
    promotion: { type: 'coupon', coupon: created.id },
    code: `CODE${codes}`,
    ...code,
  });
}

function sessionWith(extra: Partial<Stripe.Checkout.SessionCreateParams>) {
  return stripe.checkout.sessions.create({ ...createPaidSessionParams(), ...extra });
}

async function lineAmounts(sessionId: string) {
  const items = await stripe.checkout.sessions.listLineItems(sessionId);
  return items.data.map((item) => [item.amount_discount, item.amount_tax, item.amount_total]);
}

describe('coupons and promotion codes', () => {
  it('creates, retrieves and lists them, refusing what Stripe refuses', async () => {
    const coupon = await stripe.coupons.create({
      percent_off: 25,
      duration: 'once',
      max_redemptions: 10,
      metadata: { campaign: 'spring' },
    });
    expect(coupon).toMatchObject({
      object: 'coupon',
      percent_off: 25,
      amount_off: null,
      duration: 'once',
      times_redeemed: 0,
      valid: true,
      metadata: { campaign: 'spring' },
    });
    expect(await stripe.coupons.retrieve(coupon.id)).toEqual(coupon);
    expect((await stripe.coupons.list()).data.map((item) => item.id)).toContain(coupon.id);
    await expect(stripe.coupons.create({ amount_off: 500 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'currency',
    });
    await expect(
      stripe.coupons.create({ percent_off: 10, amount_off: 100, currency: 'usd' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.coupons.create({ percent_off: 10, applies_to: { products: ['prod_x'] } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'applies_to[products]',
    });

    const code = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'SPRING25',
      max_redemptions: 2,
    });
    expect(code).toMatchObject({
      object: 'promotion_code',
      code: 'SPRING25',
      active: true,
      times_redeemed: 0,
      max_redemptions: 2,
      promotion: { type: 'coupon', coupon: coupon.id },
    });
    expect(code.id).toMatch(/^promo_/);
    await expect(
      stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        code: 'spring25',
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_already_exists' });
    const byCode = await stripe.promotionCodes.list({ code: 'SPRING25', active: true });
    expect(byCode.data.map((item) => item.id)).toEqual([code.id]);
    const inactive = await stripe.promotionCodes.update(code.id, { active: false });
    expect(inactive.active).toBe(false);
    expect((await stripe.promotionCodes.list({ code: 'SPRING25', active: true })).data).toEqual([]);
  });
});

describe('discounted and taxed sessions', () => {
  it('takes a percentage off each line, rounded per line', async () => {
    const code = await promotion({ percent_off: 12.5 });
    const session = await sessionWith({ discounts: [{ promotion_code: code.id }] });
    // 12.5% of 4900 is 612.5 (613) and of 1999 is 249.875 (250): 863, not 12.5% of 6899.
    expect(session).toMatchObject({
      amount_subtotal: 6899,
      amount_total: 6036,
      total_details: { amount_discount: 863, amount_tax: 0 },
      discounts: [{ promotion_code: code.id, coupon: code.promotion.coupon }],
    });
    expect(await lineAmounts(session.id)).toEqual([
      [613, 0, 4287],
      [250, 0, 1749],
    ]);
  });

  it('spreads a fixed amount over the lines, the remainder on the last', async () => {
    const code = await promotion({ amount_off: 1000, currency: 'usd' });
    const session = await sessionWith({ discounts: [{ promotion_code: code.id }] });
    expect(session.total_details?.amount_discount).toBe(1000);
    expect(session.amount_total).toBe(5899);
    // 1000 x 4900 / 6899 = 710.25 -> 710 on the first line, 290 on the last.
    expect((await lineAmounts(session.id)).map(([discount]) => discount)).toEqual([710, 290]);
    const euros = await promotion({ amount_off: 500, currency: 'eur' });
    await expect(sessionWith({ discounts: [{ promotion_code: euros.id }] })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('adds 20% tax on what is left of each line after the discount', async () => {
    const code = await promotion({ percent_off: 12.5 });
    const session = await sessionWith({
      discounts: [{ promotion_code: code.id }],
      automatic_tax: { enabled: true },
    });
    // 20% of 4287 is 857.4 (857), of 1749 is 349.8 (350).
    expect(session).toMatchObject({
      amount_subtotal: 6899,
      amount_total: 7243,
      total_details: { amount_discount: 863, amount_tax: 1207 },
      automatic_tax: { enabled: true, status: 'complete' },
    });
    expect(await lineAmounts(session.id)).toEqual([
      [613, 857, 5144],
      [250, 350, 2099],
    ]);
  });

  it('completes a session of 0 as no payment required, with no payment intent', async () => {
    const code = await promotion({ percent_off: 100 });
    const session = await sessionWith({ discounts: [{ promotion_code: code.id }] });
    expect(session.amount_total).toBe(0);
    await local.pay(session.id);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      payment_intent: null,
    });
  });

  it('refuses inactive, expired and used-up codes, and counts one redemption per payment', async () => {
    const inactive = await promotion({ percent_off: 10 }, { active: false });
    await expect(
      sessionWith({ discounts: [{ promotion_code: inactive.id }] }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message: expect.stringMatching(/not active/),
    });
    const expiring = await promotion(
      { percent_off: 10 },
      { expires_at: Math.floor(Date.now() / 1000) + 60 },
    );
    await sessionWith({ discounts: [{ promotion_code: expiring.id }] });
    local.advanceClock(61_000);
    await expect(sessionWith({ discounts: [{ promotion_code: expiring.id }] })).rejects.toThrow(
      /has expired/,
    );

    const once = await promotion({ percent_off: 10 }, { max_redemptions: 1 });
    const first = await sessionWith({ discounts: [{ promotion_code: once.id }] });
    const racing = await sessionWith({ discounts: [{ promotion_code: once.id }] });
    await local.pay(first.id);
    expect((await fetch(`${local.base}/checkout/${first.id}/pay`, { method: 'POST' })).status).toBe(
      409,
    );
    const redeemed = await stripe.promotionCodes.retrieve(once.id);
    expect(redeemed.times_redeemed).toBe(1);
    expect((await stripe.coupons.retrieve(once.promotion.coupon as string)).times_redeemed).toBe(1);
    await expect(sessionWith({ discounts: [{ promotion_code: once.id }] })).rejects.toThrow(
      /maximum number of redemptions/,
    );
    // The session made before the code ran out cannot be paid with it any more.
    const late = await fetch(`${local.base}/checkout/${racing.id}/pay`, { method: 'POST' });
    expect(late.status).toBe(409);
    expect(await late.text()).toMatch(/role="alert">[^<]*maximum number of redemptions/);
    expect((await stripe.checkout.sessions.retrieve(racing.id)).status).toBe('open');
    expect((await stripe.promotionCodes.retrieve(once.id)).times_redeemed).toBe(1);

    const limited = await stripe.coupons.create({
      percent_off: 5,
      redeem_by: Math.floor(Date.now() / 1000) + 3600,
    });
    local.advanceClock(3_601_000);
    expect((await stripe.coupons.retrieve(limited.id)).valid).toBe(false);
    await expect(sessionWith({ discounts: [{ coupon: limited.id }] })).rejects.toMatchObject({
      code: 'coupon_expired',
    });
    await expect(
      sessionWith({ allow_promotion_codes: true, discounts: [{ coupon: limited.id }] }),
    ).rejects.toThrow(/only specify one of these parameters/);
  });

  it('lets the buyer type a code on the payment page when the session allows codes', async () => {
    const code = await promotion({ percent_off: 50 }, { code: 'HALFOFF' });
    const session = await sessionWith({ allow_promotion_codes: true });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<label for="promotion-code">Promotion code</label>');

    const apply = (value: string) =>
      fetch(`${local.base}/checkout/${session.id}/promotion-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code: value }).toString(),
        redirect: 'manual',
      });
    const wrong = await apply('NOPE');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(
      /role="alert">The promotion code &#39;NOPE&#39; is not valid/,
    );
    const applied = await apply('halfoff');
    expect(applied.status).toBe(303);
    const discounted = await stripe.checkout.sessions.retrieve(session.id);
    expect(discounted).toMatchObject({
      amount_total: 3449,
      discounts: [{ promotion_code: code.id }],
      total_details: { amount_discount: 3450 },
    });
    const shown = await (await fetch(session.url!)).text();
    expect(shown).toContain('Discount (HALFOFF)');
    expect(shown).not.toContain('for="promotion-code"');
    await local.pay(session.id);
    expect((await stripe.promotionCodes.retrieve(code.id)).times_redeemed).toBe(1);
  });
});
