import type { Stripe, StripeClient } from '../../infra/stripe';
import type { Order } from '../../repositories/order-repository';
import {
  presentmentOf,
  presentmentOfRefund,
  shopCentsOfRefund,
  type TwoCurrencyCharge,
} from '../../rules/presentment';
import { taxOfLines } from '../../rules/tax';

/**
 * Refunds of an order the buyer paid in their own currency (Adaptive Pricing). The shop asks
 * for and records every refund in USD; what Stripe takes in is the amount in the payment's own
 * currency. On today's API that is USD as well (the PaymentIntent stays in the integration
 * currency and Stripe converts the refund back at the payment's rate, reporting it in the
 * refund's `presentment_details`); a payment whose PaymentIntent is in the buyer's currency
 * (sessions from before Stripe's 2025-03-31 change) is refunded in that currency, converted
 * by the cumulative rule of rules/presentment.ts so that partial refunds add up exactly.
 * See docs/decisions.md "Refunds of payments in the buyer's currency".
 */

/** What the order paid in all, in USD (tax included): Stripe's session amount. */
function paidCents(order: Order): number {
  return order.amount_paid_cents ?? order.charged_cents ?? order.total_cents;
}

/** USD given back so far: the recorded refunds and the fulfilment's duplicate-payment refund. */
function refundedCentsSoFar(order: Order): number {
  const recorded = (order.refunds ?? []).reduce((sum, refund) => sum + refund.amount_cents, 0);
  const duplicate = order.refund_id
    ? (order.refund_cents ?? 0) + taxOfLines(order, order.refunded_product_ids ?? [])
    : 0;
  return recorded + duplicate;
}

/** The buyer's currency given back so far by the refunds the order recorded with it. */
function presentmentRefundedSoFar(order: Order): number {
  return (order.refunds ?? []).reduce((sum, refund) => sum + (refund.presentment_amount ?? 0), 0);
}

/** The payment as Stripe charged it, when that is not in the order's currency. */
export interface ForeignCharge {
  currency: string;
  /** The PaymentIntent's amount, in that currency's smallest unit. */
  amount: number;
}

/**
 * The PaymentIntent's currency and amount when it is charged in another currency than the
 * order's; undefined (no extra call) for an order paid in USD, and on today's API also for
 * one paid in the buyer's currency, whose PaymentIntent stays in USD.
 */
export async function foreignChargeOf(
  stripe: StripeClient,
  order: Order,
): Promise<ForeignCharge | undefined> {
  if (!order.presentment || !order.payment_intent) return undefined;
  // Through the session (a resource the payments bundle keeps), its PaymentIntent expanded.
  const session = await stripe.checkout.sessions.retrieve(order.session_id, {
    expand: ['payment_intent'],
  });
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return undefined;
  if (intent.currency.toLowerCase() === order.currency) return undefined;
  return { currency: intent.currency.toLowerCase(), amount: intent.amount };
}

function chargeOf(order: Order, foreign: ForeignCharge): TwoCurrencyCharge {
  return { total: paidCents(order), presentment: foreign.amount };
}

/** The amount to ask Stripe to refund for `usdCents` of this order, in the charged currency. */
export function amountToRefund(
  order: Order,
  usdCents: number,
  foreign: ForeignCharge | undefined,
): number {
  if (!foreign) return usdCents;
  return presentmentOfRefund(chargeOf(order, foreign), refundedCentsSoFar(order), usdCents);
}

/**
 * A Stripe refund in the shop's USD: its amount when it is in the order's currency, else (a
 * refund of a payment charged in the buyer's currency) converted back by the same rule.
 */
export function usdOfRefund(order: Order, refund: Pick<Stripe.Refund, 'amount' | 'currency'>) {
  const currency = refund.currency.toLowerCase();
  if (currency === order.currency || !order.presentment) return refund.amount;
  const charge = { total: paidCents(order), presentment: order.presentment.amount };
  return shopCentsOfRefund(charge, presentmentRefundedSoFar(order), refund.amount);
}

/**
 * What a refund gave back in the buyer's currency, for an order paid in it: Stripe's own
 * figure (`presentment_details`, or the amount of a refund in that currency) when it has one,
 * else the cumulative rule on the order's presentment amount. Undefined for a USD order.
 */
export function presentmentAmountOfRefund(
  order: Order,
  refund: Pick<Stripe.Refund, 'amount' | 'currency' | 'presentment_details'>,
  usdCents: number,
): number | undefined {
  const paid = order.presentment;
  if (!paid) return undefined;
  if (refund.currency.toLowerCase() === paid.currency) return refund.amount;
  const reported = presentmentOf(refund.presentment_details, order.currency);
  if (reported?.currency === paid.currency) return reported.amount;
  const charge = { total: paidCents(order), presentment: paid.amount };
  return presentmentOfRefund(charge, refundedCentsSoFar(order), usdCents);
}
