import fc from 'fast-check';
import type Stripe from 'stripe';
import { priceLines } from '../../../scripts/local/stripe/pricing';
import { discountLines } from '../../../lambdas/rules/discounts';
import {
  createPaidSessionParams,
  startLocalStripe,
  type LocalStripeHarness,
} from './local-stripe-harness';

/**
 * Stripe Products and product-scoped coupons on the local server, through the official SDK:
 * lines that name a product, coupons that discount only those products' lines (a percentage
 * per line, a fixed amount spread over the eligible lines alone), and a refusal when no line
 * is eligible. The shop's own discount rule must agree with it to the cent.
 */
let local: LocalStripeHarness;
let stripe: Stripe;
let sequence = 0;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_products');
});

afterAll(() => local.close());

function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}_${Date.now().toString(36)}_${sequence}`;
}

async function product(name: string) {
  return stripe.products.create({ id: unique('shop'), name });
}

function line(productId: string, unitAmount: number) {
  return {
    quantity: 1,
    price_data: { currency: 'usd', unit_amount: unitAmount, product: productId },
  };
}

async function promotionFor(coupon: Stripe.CouponCreateParams) {
  const created = await stripe.coupons.create({ duration: 'once', ...coupon });
  return stripe.promotionCodes.create({
    promotion: { type: 'coupon', coupon: created.id },
    code: unique('CODE').toUpperCase(),
  });
}

async function discounts(sessionId: string) {
  const items = await stripe.checkout.sessions.listLineItems(sessionId);
  return items.data.map((item) => [item.description, item.amount_discount]);
}

describe('Stripe products', () => {
  it('creates with a chosen id, retrieves, and refuses a taken id or another mode', async () => {
    const created = await stripe.products.create({ id: 'shop_lead_crm', name: 'Lead CRM' });
    expect(created).toMatchObject({ id: 'shop_lead_crm', object: 'product', name: 'Lead CRM' });
    expect(await stripe.products.retrieve('shop_lead_crm')).toEqual(created);
    await expect(
      stripe.products.create({ id: 'shop_lead_crm', name: 'Again' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_already_exists' });
    await expect(
      local.client('sk_live_products').products.retrieve('shop_lead_crm'),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const generated = await stripe.products.create({ name: 'No id' });
    expect(generated.id).toMatch(/^prod_/);
  });

  it('names Checkout lines after their product and refuses an unknown one', async () => {
    const crm = await product('Lead CRM');
    const session = await stripe.checkout.sessions.create({
      ...createPaidSessionParams(),
      line_items: [line(crm.id, 4900)],
    });
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data[0]).toMatchObject({ description: 'Lead CRM', amount_total: 4900 });
    expect(items.data[0]?.price?.product).toBe(crm.id);
    await expect(
      stripe.checkout.sessions.create({
        ...createPaidSessionParams(),
        line_items: [line('shop_missing', 100)],
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
  });
});

describe('coupons limited to products (applies_to)', () => {
  it('takes a percentage off the eligible lines only, per line, halves up', async () => {
    const [crm, ocr, sheet] = await Promise.all([
      product('Lead CRM'),
      product('Invoice OCR'),
      product('Sheet Sync'),
    ]);
    const code = await promotionFor({
      percent_off: 12.5,
      applies_to: { products: [crm.id, sheet.id] },
    });
    const coupon = await stripe.coupons.retrieve(code.promotion.coupon as string);
    expect(coupon.applies_to?.products).toEqual([crm.id, sheet.id]);
    const session = await stripe.checkout.sessions.create({
      ...createPaidSessionParams(),
      line_items: [line(crm.id, 4900), line(ocr.id, 1999), line(sheet.id, 1001)],
      discounts: [{ promotion_code: code.id }],
    });
    // 12.5% of 4900 = 612.5 -> 613; of 1001 = 125.125 -> 125; Invoice OCR untouched.
    expect(await discounts(session.id)).toEqual([
      ['Lead CRM', 613],
      ['Invoice OCR', 0],
      ['Sheet Sync', 125],
    ]);
    expect(session.amount_total).toBe(4900 + 1999 + 1001 - 738);
  });

  it('spreads a fixed amount over the eligible lines in proportion, remainder on the last', async () => {
    const [crm, ocr, sheet] = await Promise.all([
      product('Lead CRM'),
      product('Invoice OCR'),
      product('Sheet Sync'),
    ]);
    const code = await promotionFor({
      amount_off: 1000,
      currency: 'usd',
      applies_to: { products: [crm.id, sheet.id] },
    });
    const session = await stripe.checkout.sessions.create({
      ...createPaidSessionParams(),
      line_items: [line(crm.id, 4900), line(ocr.id, 1999), line(sheet.id, 1001)],
      discounts: [{ promotion_code: code.id }],
    });
    // 1000 x 4900 / 5901 = 830.3 -> 830; the remaining 170 on Sheet Sync.
    expect(await discounts(session.id)).toEqual([
      ['Lead CRM', 830],
      ['Invoice OCR', 0],
      ['Sheet Sync', 170],
    ]);
    expect(session.total_details?.amount_discount).toBe(1000);
  });

  it('is refused when no line of the session is one of its products', async () => {
    const [crm, ocr] = await Promise.all([product('Lead CRM'), product('Invoice OCR')]);
    const code = await promotionFor({ percent_off: 50, applies_to: { products: [crm.id] } });
    await expect(
      stripe.checkout.sessions.create({
        ...createPaidSessionParams(),
        line_items: [line(ocr.id, 1999)],
        discounts: [{ promotion_code: code.id }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'coupon_not_applicable' });
  });
});

describe("the shop's discount rule and the local server", () => {
  it('agree to the cent on every cart, code and scope', () => {
    const cart = fc.array(
      fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), eligible: fc.boolean() }),
      { minLength: 1, maxLength: 8 },
    );
    const amount = fc.oneof(
      fc
        .integer({ min: 100, max: 10_000 })
        .map((hundredths) => ({ kind: 'percent' as const, percent_off: hundredths / 100 })),
      fc
        .integer({ min: 1, max: 200_000 })
        .map((cents) => ({ kind: 'amount' as const, amount_off_cents: cents })),
    );
    fc.assert(
      fc.property(cart, amount, fc.boolean(), (lines, off, scoped) => {
        const products = lines.map((_, index) => `p${index}`);
        const eligible = new Set(products.filter((_, index) => !scoped || lines[index]?.eligible));
        const server = priceLines(
          lines.map((entry, index) => ({
            unit_amount: entry.cents,
            quantity: 1,
            product: products[index],
          })),
          {
            discount: {
              percent_off: off.kind === 'percent' ? off.percent_off : null,
              amount_off: off.kind === 'amount' ? off.amount_off_cents : null,
              products: scoped ? [...eligible] : null,
            },
          },
        );
        const shop = discountLines(
          lines.map((entry, index) => ({
            product_id: products[index] ?? '',
            subtotal_cents: entry.cents,
          })),
          off,
          (entry) => eligible.has(entry.product_id),
        );
        expect(shop.lines.map((entry) => entry.discount_cents)).toEqual(
          server.map((entry) => entry.amount_discount),
        );
      }),
      { numRuns: 500 },
    );
  });
});
