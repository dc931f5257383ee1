import { describeError, log } from '../../infra/logger';
import { countMetric, METRIC, valueMetric } from '../../infra/metrics';
import { config } from '../../infra/config';
import { withRetries } from '../../infra/retries';
import { sendEmail } from '../../infra/mailer';
import { stripeClient, type PaymentMode, type Stripe } from '../../infra/stripe';
import { redemptionUpdate } from '../../repositories/discount-code-repository';
import { getOrder, type Order } from '../../repositories/order-repository';
import { settleOrder, type OwnershipClaim } from '../../repositories/order-settlement-repository';
import { salesCounterUpdate } from '../../repositories/stats-repository';
import { countPaidOrder } from '../../repositories/catalogue-browse/popularity';
import { getProfile } from '../../repositories/user-repository';
import { CHECKOUT_MESSAGES, sessionRef, yearMonthOf } from '../../rules/checkout';
import { refundDuplicatePayment } from '../refunds/duplicate-payment-refund';
import { purchaseReceiptEmail } from './purchase-receipt-email';
import { billingOf } from './order-billing';
import { invoiceLinkOf } from '../../rules/tax';
import { receiptSummary } from '../../rules/receipt-summary';
import { NotFoundError } from '../shared/errors';
import { PaymentProviderError } from './payment-errors';
import { owesSellers } from '../seller-shares/order-payouts';

export type FulfilResult =
  | { status: 'pending' | 'closed'; order: Order }
  | {
      status: 'paid' | 'refunded';
      order: Order;
      /** A refund is due but Stripe could not make it now: the caller should be retried. */
      refundPending?: true;
    };

/** Mark-paid transactions tried while they conflict (another order on the same shard or item). */
const MAX_ATTEMPTS = 5;

/** The mark-paid transaction met another one on the same items: worth another attempt. */
class SettleConflictError extends Error {
  override readonly name = 'SettleConflictError';
}

/** Stripe says so, not the caller: a session counts once Stripe reports it paid. */
async function retrieveSession(order: Order): Promise<Stripe.Checkout.Session> {
  const stripe = await stripeClient(order.mode);
  try {
    return await stripe.checkout.sessions.retrieve(order.session_id);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    log('error', 'Could not retrieve a Checkout Session', {
      session: sessionRef(order.session_id),
      status,
      ...describeError(error),
    });
    if (status === 404) throw new NotFoundError(CHECKOUT_MESSAGES.verificationFailed);
    throw new PaymentProviderError();
  }
}

/** One claim per product this order grants: a purchase for an account, ownership for a guest. */
function claimsOf(order: Order, productIds: readonly string[], paidAt: string): OwnershipClaim[] {
  if (order.buyer_type === 'user' && order.user_id) {
    const userId = order.user_id;
    return productIds.map((productId) => ({
      kind: 'purchase',
      purchase: {
        user_id: userId,
        product_id: productId,
        purchase_date: paidAt,
        amount_paid_cents: order.line_cents[productId] ?? 0,
        is_test: order.mode === 'test',
        session_id: order.session_id,
      },
    }));
  }
  return productIds.map((productId) => ({
    kind: 'guest',
    email: order.buyer_email,
    productId,
    sessionId: order.session_id,
    at: paidAt,
  }));
}

/** Whom the receipt greets: the guest's given name, or the account's full name. */
async function buyerNameOf(order: Order): Promise<string | undefined> {
  if (order.buyer_name) return order.buyer_name;
  if (!order.user_id) return undefined;
  return (await getProfile(order.user_id))?.full_name || undefined;
}

/** The one receipt of a paid order; a failure is logged and never undoes the order. */
async function sendReceipt(order: Order, session: Stripe.Checkout.Session): Promise<void> {
  const to = order.buyer_email || session.customer_details?.email || session.customer_email;
  if (!to) {
    log('warn', 'Paid order without a buyer e-mail: no receipt', {
      session: sessionRef(order.session_id),
    });
    return;
  }
  const { siteUrl } = config();
  const isGuest = order.buyer_type === 'guest';
  try {
    await sendEmail(
      purchaseReceiptEmail({
        to,
        buyerName: await buyerNameOf(order),
        summary: receiptSummary(order),
        invoiceUrl: invoiceLinkOf(order.invoice),
        link: isGuest
          ? `${siteUrl}/downloads?session=${encodeURIComponent(order.session_id)}`
          : `${siteUrl}/myaccount`,
        isGuest,
        isTest: order.mode === 'test',
      }),
    );
  } catch (error) {
    log('error', 'Could not send the purchase receipt', {
      session: sessionRef(order.session_id),
      ...describeError(error),
    });
  }
}

/**
 * Only live orders count (test mode = test users and test keys). Complimentary grants never
 * pass through fulfilment, so they never count either.
 */
function liveSalesCounter(order: Order, granted: readonly string[], paidAt: string) {
  if (order.mode !== 'live' || granted.length === 0) return undefined;
  const productCents: Record<string, number> = {};
  for (const productId of granted) {
    productCents[productId] = order.line_cents[productId] ?? 0;
  }
  return salesCounterUpdate({ yearMonth: yearMonthOf(paidAt), productCents });
}

/** The order as settled: granted products only, the refunded ones set aside. */
function settledOrder(
  order: Order,
  settlement: { status: 'paid' | 'refunded'; paidAt: string; paymentIntent?: string },
  owned: ReadonlySet<string>,
): Order {
  const settled: Order = {
    ...order,
    status: settlement.status,
    paid_at: settlement.paidAt,
    ...(settlement.paymentIntent ? { payment_intent: settlement.paymentIntent } : {}),
  };
  if (owned.size === 0) return settled;
  const refunded = order.product_ids.filter((id) => owned.has(id));
  const refundCents = refunded.reduce((sum, id) => sum + (order.line_cents[id] ?? 0), 0);
  return {
    ...settled,
    product_ids: order.product_ids.filter((id) => !owned.has(id)),
    total_cents: order.total_cents - refundCents,
    charged_cents: order.total_cents,
    refunded_product_ids: refunded,
    refund_cents: refundCents,
  };
}

/** A settled order: finishes a refund still due (a failed Stripe call earlier). */
async function alreadySettled(order: Order): Promise<FulfilResult> {
  const status = order.status;
  if (status === 'pending') throw new Error('Order is still pending after settling');
  if (status === 'expired' || status === 'failed') return { status: 'closed', order };
  if (status === 'paid') await countPaidOrder(order.session_id, order.product_ids);
  const refundPending = !(await refundDuplicatePayment(order));
  return { status, order, ...(refundPending ? { refundPending } : {}) };
}

async function reread(sessionId: string): Promise<Order> {
  const order = await getOrder(sessionId);
  if (!order) throw new Error('Order disappeared during fulfilment');
  return order;
}

/**
 * Settles a paid order exactly once. The order's pending -> paid condition decides the one
 * winner among concurrent callers (webhook, success page); only the winner sends the receipt.
 * Products the buyer already owns through another order (two checkouts paid) are not granted
 * again: their amount is refunded through Stripe and the buyer gets one e-mail saying so; the
 * rest of the order is granted as usual (a fully owned order is refunded as a whole).
 */
export async function fulfilOrder(order: Order): Promise<FulfilResult> {
  if (order.status !== 'pending') return alreadySettled(order);
  const session = await retrieveSession(order);
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return { status: 'pending', order };
  }
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;

  const paidAt = new Date().toISOString();
  const billing = await billingOf(session, order);
  const owned = new Set<string>();
  // Again after a conflict, unless the other caller (webhook, success page) settled it meanwhile.
  return withRetries(
    async (attempt) => {
      if (attempt > 0) {
        const current = await reread(order.session_id);
        if (current.status !== 'pending') return alreadySettled(current);
      }
      return settleOnce({ order, session, paidAt, paymentIntent, billing, owned });
    },
    {
      attempts: MAX_ATTEMPTS,
      baseMs: 50,
      maxMs: 800,
      retryable: (error) => error instanceof SettleConflictError,
    },
  );
}

interface SettleAttempt {
  order: Order;
  session: Stripe.Checkout.Session;
  paidAt: string;
  paymentIntent: string | undefined;
  billing: Awaited<ReturnType<typeof billingOf>>;
  owned: Set<string>;
}

/** One mark-paid transaction (again if products turn out owned); conflicts are thrown. */
async function settleOnce(attempt: SettleAttempt): Promise<FulfilResult> {
  const { order, session, paidAt, paymentIntent, billing, owned } = attempt;
  for (;;) {
    const settled = {
      ...settledOrder(order, { status: 'paid', paidAt, paymentIntent }, owned),
      tax_cents: billing.taxCents,
      amount_paid_cents: billing.amountPaidCents,
      tax_ids: billing.taxIds,
      ...(billing.taxByLine ? { tax_by_line: billing.taxByLine } : {}),
      ...(billing.invoice ? { invoice: billing.invoice } : {}),
      ...(billing.presentment ? { presentment: billing.presentment } : {}),
    };
    const result = await settleOrder({
      sessionId: order.session_id,
      paidAt,
      paymentIntent,
      claims: claimsOf(order, settled.product_ids, paidAt),
      ...(settled.refund_cents !== undefined
        ? {
            refund: {
              productIds: settled.refunded_product_ids ?? [],
              cents: settled.refund_cents,
              chargedCents: order.total_cents,
            },
          }
        : {}),
      // Each attempt draws a fresh counter shard, so a conflict on one shard is not repeated.
      counter: liveSalesCounter(order, settled.product_ids, paidAt),
      listAsSale: order.mode === 'live',
      payoutsDue: owesSellers(order, settled.product_ids),
      ...(order.discount ? { redemption: redemptionUpdate(order.discount.id) } : {}),
      billing,
    });
    if (result.outcome === 'settled') {
      const final: Order = { ...settled, status: result.status };
      log('info', 'Order settled', {
        session: sessionRef(order.session_id),
        mode: order.mode,
        status: result.status,
        refundedItems: final.refunded_product_ids?.length ?? 0,
      });
      if (result.status === 'paid') countMetric(METRIC.ordersPaid);
      // Test-mode payments are not money: they count as orders, never as revenue.
      if (result.status === 'paid' && order.mode === 'live') {
        valueMetric(METRIC.revenueCents, final.total_cents);
      }
      if (final.refund_cents !== undefined) countMetric(METRIC.refunds);
      if (result.status === 'paid') await sendReceipt(final, session);
      if (result.status === 'paid') await countPaidOrder(final.session_id, final.product_ids);
      const refundPending = !(await refundDuplicatePayment(final));
      return { status: result.status, order: final, ...(refundPending ? { refundPending } : {}) };
    }
    if (result.outcome === 'already-settled') return alreadySettled(await reread(order.session_id));
    if (result.outcome === 'already-owned') {
      log('warn', 'Buyer paid for products they already own: refunding them', {
        session: sessionRef(order.session_id),
        productIds: result.productIds,
      });
      for (const productId of result.productIds) owned.add(productId);
      continue;
    }
    throw new SettleConflictError('Could not record the paid order after several attempts');
  }
}

/**
 * Idempotent fulfilment of a Checkout Session by id: unknown sessions (or a mode that does not
 * match the order) are not found.
 */
export async function fulfil(sessionId: string, mode?: PaymentMode): Promise<FulfilResult> {
  const order = await getOrder(sessionId);
  if (!order || (mode && order.mode !== mode)) {
    throw new NotFoundError(CHECKOUT_MESSAGES.verificationFailed);
  }
  return fulfilOrder(order);
}
