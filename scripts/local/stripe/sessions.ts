import { randomBytes } from 'node:crypto';
import { invalidParam, missingParam, StripeRequestError } from './errors';
import type { FormValue } from './form-body';
import { metadata, record, text } from './params';

/** The part of a Checkout Session object that the shop reads. */
export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: string;
  amount_total: number;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: boolean;
  created: number;
  expires_at: number;
  payment_intent: string | null;
  line_items: LocalLineItem[];
  /** Not part of Stripe's session object: what was refunded of its payment intent. */
  refunds?: LocalRefund[];
  /** Not part of Stripe's session object: what its PaymentIntent is created with. */
  payment_intent_data?: LocalPaymentIntentData;
  /** Not part of Stripe's session object: when the payment succeeded (its charge's `created`). */
  paid_at?: number;
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
}

export interface LocalLineItem {
  name: string;
  unit_amount: number;
  quantity: number;
  currency: string;
}

function paymentIntentData(value: FormValue | undefined): LocalPaymentIntentData {
  const data = record(value);
  return {
    description: text(data.description) ?? null,
    metadata: metadata(data.metadata),
    transfer_group: text(data.transfer_group) || null,
  };
}

/** Builds a session from `checkout.sessions.create` parameters, checking what Stripe checks. */
export function createSession(
  params: Record<string, FormValue>,
  options: { publicUrl: string; livemode: boolean },
): LocalCheckoutSession {
  const successUrl = text(params.success_url);
  const cancelUrl = text(params.cancel_url);
  if (!successUrl) throw missingParam('success_url');
  const rawItems = Array.isArray(params.line_items) ? params.line_items : [];
  if (rawItems.length === 0) throw missingParam('line_items');
  const lineItems = rawItems.map((raw, index): LocalLineItem => {
    const item = record(raw);
    const priceData = record(item.price_data);
    const productData = record(priceData.product_data);
    const unitAmount = Number(text(priceData.unit_amount));
    const name = text(productData.name);
    if (!name || !Number.isInteger(unitAmount) || unitAmount < 0) {
      throw invalidParam(`line_items[${index}]`, `Invalid line_items[${index}]`);
    }
    return {
      name,
      unit_amount: unitAmount,
      quantity: Number(text(item.quantity) ?? '1'),
      currency: (text(priceData.currency) ?? 'usd').toLowerCase(),
    };
  });
  const id = `cs_${options.livemode ? 'live' : 'test'}_${randomBytes(12).toString('hex')}`;
  const email = text(params.customer_email) ?? null;
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    currency: lineItems[0]?.currency ?? 'usd',
    amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
    customer_email: email,
    customer_details: null,
    client_reference_id: text(params.client_reference_id) ?? null,
    metadata: metadata(params.metadata),
    success_url: successUrl,
    cancel_url: cancelUrl ?? successUrl,
    url: `${options.publicUrl}/checkout/${id}`,
    livemode: options.livemode,
    created: Math.floor(Date.now() / 1000),
    expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
    payment_intent: null,
    line_items: lineItems,
    payment_intent_data: paymentIntentData(params.payment_intent_data),
  };
}

/** Like Stripe: a Checkout Session expires 24 hours after it is created. */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** Open sessions past their expiry read as expired, as Stripe reports them. */
export function withCurrentStatus(session: LocalCheckoutSession): LocalCheckoutSession {
  if (session.status === 'open' && session.expires_at * 1000 < Date.now()) {
    return { ...session, status: 'expired', url: null };
  }
  return session;
}

/** The buyer paid on the hosted page: the session carries its payment intent from now on. */
export function paidSession(session: LocalCheckoutSession): LocalCheckoutSession {
  return {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: session.payment_intent ?? `pi_${randomBytes(12).toString('hex')}`,
    paid_at: Math.floor(Date.now() / 1000),
    customer_details: { email: session.customer_email, name: null },
    url: null,
  };
}

/**
 * The buyer chose a delayed payment method (a bank debit): the session completes unpaid, and
 * Stripe announces the outcome later with async_payment_succeeded or async_payment_failed.
 */
export function awaitingPaymentSession(session: LocalCheckoutSession): LocalCheckoutSession {
  return {
    ...session,
    status: 'complete',
    payment_status: 'unpaid',
    payment_intent: `pi_${randomBytes(12).toString('hex')}`,
    customer_details: { email: session.customer_email, name: null },
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
    ...rest
  } = session;
  return rest;
}
