import { randomBytes } from 'node:crypto';
import { StripeRequestError } from './errors';
import type { LocalPresentmentDetails } from './presentment';
import {
  LOCAL_TAX_RATE_PERCENT,
  priceLines,
  totalsOf,
  type DiscountRule,
  type PricedLine,
} from './pricing';

/** A Checkout Session as the API returns it, plus the fields the local server keeps beside it. */
export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  allow_promotion_codes: boolean | null;
  discounts: { coupon: string | null; promotion_code: string | null }[];
  automatic_tax: {
    enabled: boolean;
    liability: { type: 'self' } | null;
    provider: string | null;
    status: 'complete' | null;
  };
  tax_id_collection: { enabled: boolean; required: 'never' };
  invoice: string | null;
  invoice_creation: {
    enabled: boolean;
    invoice_data: { description: string | null; metadata: Record<string, string> };
  } | null;
  customer_email: string | null;
  customer_details: LocalCustomerDetails | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: boolean;
  created: number;
  expires_at: number;
  payment_intent: string | null;
  /** Adaptive Pricing asked for (absent on sessions saved before the local server knew it). */
  adaptive_pricing?: { enabled: boolean } | null;
  locale?: string | null;
  /** With Adaptive Pricing, once paid in the buyer's currency: what they saw and paid. */
  presentment_details?: LocalPresentmentDetails;
  /** Not part of Stripe's session object: its priced lines (`listLineItems`). */
  line_items: LocalLineItem[];
  /** Not part of Stripe's session object: what was refunded of its payment intent. */
  refunds?: LocalRefund[];
  /** Not part of Stripe's session object: what its PaymentIntent is created with. */
  payment_intent_data?: LocalPaymentIntentData;
  /** Not part of Stripe's session object: when the payment succeeded (its charge's `created`). */
  paid_at?: number;
  /** Not part of Stripe's session object: the discount's rule, for pricing and the invoice. */
  discount_rule?: DiscountRule & { name: string };
  /** Not part of Stripe's session object: the dispute of its charge, if the buyer opened one. */
  dispute?: string;
}

export interface LocalCustomerDetails {
  email: string | null;
  name: string | null;
  tax_exempt: 'none';
  tax_ids: { type: string; value: string }[];
}

/** `payment_intent_data` of `checkout.sessions.create`: copied onto the PaymentIntent. */
export interface LocalPaymentIntentData {
  description: string | null;
  metadata: Record<string, string>;
  transfer_group: string | null;
}

/** A refund of a session's payment intent, as `refunds.create` returns it. */
export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
  /** A refund of a payment made in the buyer's currency: what went back in it. */
  presentment_details?: LocalPresentmentDetails;
}

export interface LocalLineItem extends PricedLine {
  name: string;
  /** The Stripe product of `price_data[product]`; null for inline `product_data`. */
  product?: string | null;
  unit_amount: number;
  quantity: number;
  currency: string;
}

/** Like Stripe: a Checkout Session expires 24 hours after it is created. */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** Works the lines and totals out again (after a discount was applied on the page). */
export function repriced(session: LocalCheckoutSession): LocalCheckoutSession {
  const priced = priceLines(session.line_items, {
    discount: session.discount_rule,
    taxRatePercent: session.automatic_tax.enabled ? LOCAL_TAX_RATE_PERCENT : undefined,
  });
  return {
    ...session,
    line_items: session.line_items.map((line, index) => ({ ...line, ...priced[index] })),
    ...totalsOf(priced),
  };
}

/** A session saved by an older local server: the fields it did not have yet, as Stripe's defaults. */
export function withDefaults(session: LocalCheckoutSession): LocalCheckoutSession {
  if (session.total_details) return session;
  const legacy: LocalCheckoutSession = {
    ...session,
    allow_promotion_codes: null,
    discounts: [],
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    tax_id_collection: { enabled: false, required: 'never' },
    invoice: null,
    invoice_creation: null,
  };
  return repriced(legacy);
}

/** Open sessions past their expiry read as expired, as Stripe reports them. */
export function withCurrentStatus(session: LocalCheckoutSession): LocalCheckoutSession {
  if (session.status === 'open' && session.expires_at * 1000 < Date.now()) {
    return { ...session, status: 'expired', url: null };
  }
  return session;
}

function customerDetails(
  session: LocalCheckoutSession,
  taxIds: LocalCustomerDetails['tax_ids'],
): LocalCustomerDetails {
  return { email: session.customer_email, name: null, tax_exempt: 'none', tax_ids: taxIds };
}

/**
 * The buyer paid on the hosted page: the session carries its payment intent from now on. A
 * session of 0 (a 100% discount) completes as Stripe's does: `no_payment_required`, with no
 * payment intent and so no charge.
 */
export function paidSession(
  session: LocalCheckoutSession,
  taxIds: LocalCustomerDetails['tax_ids'] = session.customer_details?.tax_ids ?? [],
): LocalCheckoutSession {
  const free = session.amount_total === 0;
  return {
    ...session,
    status: 'complete',
    payment_status: free ? 'no_payment_required' : 'paid',
    payment_intent: free
      ? null
      : (session.payment_intent ?? `pi_${randomBytes(12).toString('hex')}`),
    paid_at: Math.floor(Date.now() / 1000),
    customer_details: customerDetails(session, taxIds),
    url: null,
  };
}

/**
 * The buyer chose a delayed payment method (a bank debit): the session completes unpaid, and
 * Stripe announces the outcome later with async_payment_succeeded or async_payment_failed.
 */
export function awaitingPaymentSession(
  session: LocalCheckoutSession,
  taxIds: LocalCustomerDetails['tax_ids'] = [],
): LocalCheckoutSession {
  return {
    ...session,
    status: 'complete',
    payment_status: 'unpaid',
    payment_intent: `pi_${randomBytes(12).toString('hex')}`,
    customer_details: customerDetails(session, taxIds),
    url: null,
  };
}

/** `POST /v1/checkout/sessions/{id}/expire`: only an open session can be expired. */
export function expiredSession(session: LocalCheckoutSession): LocalCheckoutSession {
  if (session.status !== 'open') {
    throw new StripeRequestError(
      `Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${session.status}".`,
    );
  }
  return { ...session, status: 'expired', url: null };
}

/** The session as the API returns it (line items are a separate list call). */
export function publicSession(session: LocalCheckoutSession) {
  const {
    line_items: _lineItems,
    refunds: _refunds,
    payment_intent_data: _paymentIntentData,
    paid_at: _paidAt,
    discount_rule: _discountRule,
    dispute: _dispute,
    ...rest
  } = session;
  return rest;
}

/** `checkout.sessions.listLineItems`: each line with its discount and tax. */
export function publicLineItems(session: LocalCheckoutSession) {
  return session.line_items.map((item, index) => ({
    id: `li_${session.id.slice(-12)}${index}`,
    object: 'item' as const,
    amount_discount: item.amount_discount,
    amount_subtotal: item.amount_subtotal,
    amount_tax: item.amount_tax,
    amount_total: item.amount_total,
    currency: item.currency,
    description: item.name,
    quantity: item.quantity,
    price: {
      object: 'price',
      unit_amount: item.unit_amount,
      currency: item.currency,
      product: item.product ?? null,
    },
  }));
}
