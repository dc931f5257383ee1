import { randomBytes } from 'node:crypto';
import type { LocalCoupon, LocalPromotionCode } from './coupons';
import { assertRedeemable } from './coupons';
import { invalidParam, missingParam, StripeRequestError } from './errors';
import type { FormValue } from './form-body';
import { boolean, list, metadata, record, text, type Params } from './params';
import { localisationOf } from './presentment';
import {
  repriced,
  SESSION_LIFETIME_SECONDS,
  type LocalCheckoutSession,
  type LocalLineItem,
  type LocalPaymentIntentData,
} from './sessions';

/** A coupon or promotion code named in `discounts[]`, found in the caller's mode. */
export interface ChosenDiscount {
  coupon: LocalCoupon;
  promotionCode?: LocalPromotionCode;
}

export type DiscountLookup = (
  reference: { coupon?: string; promotion_code?: string },
  param: string,
) => ChosenDiscount;

/** The name of a Stripe product of the caller's mode, or undefined when there is none. */
export type ProductNameLookup = (id: string) => string | undefined;

function paymentIntentData(value: FormValue | undefined): LocalPaymentIntentData {
  const data = record(value);
  return {
    description: text(data.description) ?? null,
    metadata: metadata(data.metadata),
    transfer_group: text(data.transfer_group) || null,
  };
}

function lineItems(params: Params, productName: ProductNameLookup): LocalLineItem[] {
  const rawItems = Array.isArray(params.line_items) ? params.line_items : [];
  if (rawItems.length === 0) throw missingParam('line_items');
  return rawItems.map((raw, index): LocalLineItem => {
    const item = record(raw);
    const priceData = record(item.price_data);
    const productData = record(priceData.product_data);
    const unitAmount = Number(text(priceData.unit_amount));
    const quantity = Number(text(item.quantity) ?? '1');
    // `price_data[product]` names a Stripe product (which gives the line its name) instead of
    // describing one inline; Stripe takes exactly one of the two.
    const product = text(priceData.product);
    const param = `line_items[${index}][price_data][product]`;
    if (product && Object.keys(productData).length > 0) {
      throw invalidParam(
        param,
        'You may only specify one of these parameters: product, product_data.',
      );
    }
    const namedProduct = product ? productName(product) : undefined;
    if (product && namedProduct === undefined) {
      throw new StripeRequestError(`No such product: '${product}'`, param, {
        code: 'resource_missing',
      });
    }
    const name = product ? namedProduct : text(productData.name);
    if (
      !name ||
      !Number.isInteger(unitAmount) ||
      unitAmount < 0 ||
      !Number.isInteger(quantity) ||
      quantity < 1
    ) {
      throw invalidParam(`line_items[${index}]`, `Invalid line_items[${index}]`);
    }
    const amount = unitAmount * quantity;
    return {
      name,
      product: product ?? null,
      unit_amount: unitAmount,
      quantity,
      currency: (text(priceData.currency) ?? 'usd').toLowerCase(),
      amount_subtotal: amount,
      amount_discount: 0,
      amount_tax: 0,
      amount_total: amount,
    };
  });
}

/** The discount of `discounts[0]` (Checkout takes one), checked as Stripe checks it. */
function chosenDiscount(
  params: Params,
  items: LocalLineItem[],
  options: { lookup: DiscountLookup; now: number },
): ChosenDiscount | undefined {
  const currency = items[0]?.currency ?? 'usd';
  const entries = list(params.discounts).map(record);
  if (entries.length === 0) return undefined;
  if (boolean(params.allow_promotion_codes)) {
    throw new StripeRequestError(
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      'discounts',
    );
  }
  if (entries.length > 1) {
    throw invalidParam('discounts', 'Checkout Sessions accept only one discount.');
  }
  const entry = entries[0] ?? {};
  const promotionCode = text(entry.promotion_code);
  const coupon = text(entry.coupon);
  if (!promotionCode && !coupon) throw missingParam('discounts[0][promotion_code]');
  const param = promotionCode ? 'discounts[0][promotion_code]' : 'discounts[0][coupon]';
  const chosen = options.lookup({ coupon, promotion_code: promotionCode }, param);
  assertDiscountFits(chosen, { currency, lines: items }, { now: options.now, param });
  return chosen;
}

/**
 * Redeemable now, a fixed amount only in the session's currency, and a coupon limited to some
 * products only when one of the session's lines is of those products.
 */
export function assertDiscountFits(
  chosen: ChosenDiscount,
  session: { currency: string; lines: Pick<LocalLineItem, 'product'>[] },
  options: { now: number; param: string },
): void {
  assertRedeemable(chosen, options);
  const { coupon } = chosen;
  const { currency } = session;
  if (coupon.amount_off !== null && coupon.currency !== currency) {
    throw new StripeRequestError(
      `The coupon ${coupon.id} is in ${coupon.currency}, but this Checkout Session is in ${currency}.`,
      options.param,
    );
  }
  const products = coupon.applies_to?.products;
  if (products && !session.lines.some((line) => line.product && products.includes(line.product))) {
    throw new StripeRequestError(
      `The coupon ${coupon.id} does not apply to any of the items in this Checkout Session.`,
      options.param,
      { code: 'coupon_not_applicable' },
    );
  }
}

/** The session with this discount applied: its ids, its rule and the repriced lines. */
export function withDiscount(
  session: LocalCheckoutSession,
  chosen: ChosenDiscount,
): LocalCheckoutSession {
  const { coupon, promotionCode } = chosen;
  return repriced({
    ...session,
    discounts: [{ coupon: coupon.id, promotion_code: promotionCode?.id ?? null }],
    discount_rule: {
      percent_off: coupon.percent_off,
      amount_off: coupon.amount_off,
      products: coupon.applies_to?.products ?? null,
      name: promotionCode?.code ?? coupon.name ?? coupon.id,
    },
  });
}

/** Builds a session from `checkout.sessions.create` parameters, checking what Stripe checks. */
export function createSession(
  params: Params,
  options: {
    publicUrl: string;
    livemode: boolean;
    now: number;
    lookup: DiscountLookup;
    productName: ProductNameLookup;
  },
): LocalCheckoutSession {
  const successUrl = text(params.success_url);
  if (!successUrl) throw missingParam('success_url');
  const items = lineItems(params, options.productName);
  const currency = items[0]?.currency ?? 'usd';
  const discount = chosenDiscount(params, items, options);
  const id = `cs_${options.livemode ? 'live' : 'test'}_${randomBytes(12).toString('hex')}`;
  const created = Math.floor(Date.now() / 1000);
  const taxEnabled = boolean(record(params.automatic_tax).enabled) === true;
  const invoiceCreation = record(params.invoice_creation);
  const invoiceData = record(invoiceCreation.invoice_data);
  const session: LocalCheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    currency,
    amount_subtotal: 0,
    amount_total: 0,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    allow_promotion_codes: boolean(params.allow_promotion_codes) ?? null,
    discounts: [],
    automatic_tax: taxEnabled
      ? { enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'complete' }
      : { enabled: false, liability: null, provider: null, status: null },
    tax_id_collection: {
      enabled: boolean(record(params.tax_id_collection).enabled) === true,
      required: 'never',
    },
    invoice: null,
    invoice_creation:
      boolean(invoiceCreation.enabled) === true
        ? {
            enabled: true,
            invoice_data: {
              description: text(invoiceData.description) ?? null,
              metadata: metadata(invoiceData.metadata),
            },
          }
        : null,
    customer_email: text(params.customer_email) ?? null,
    customer_details: null,
    client_reference_id: text(params.client_reference_id) ?? null,
    metadata: metadata(params.metadata),
    success_url: successUrl,
    cancel_url: text(params.cancel_url) ?? successUrl,
    url: `${options.publicUrl}/checkout/${id}`,
    livemode: options.livemode,
    created,
    expires_at: created + SESSION_LIFETIME_SECONDS,
    payment_intent: null,
    line_items: items,
    payment_intent_data: paymentIntentData(params.payment_intent_data),
    ...localisationOf(params),
  };
  return discount ? withDiscount(session, discount) : repriced(session);
}
