import { describeError, log } from '../infra/logger';
import { countMetric, METRIC, valueMetric } from '../infra/metrics';
import { config } from '../infra/config';
import { sendEmail } from '../infra/mailer';
import { stripeClient, type PaymentMode, type Stripe } from '../infra/stripe';
import { getOrder, markOrderPaid, type Order } from '../repositories/order-repository';
import { salesCounterUpdate } from '../repositories/stats-repository';
import { getProfile, type Purchase } from '../repositories/user-repository';
import { CHECKOUT_MESSAGES, sessionRef, yearMonthOf } from '../rules/checkout';
import { toCents } from '../rules/money';
import { purchaseReceiptEmail } from './email-templates/purchase-receipt';
import { NotFoundError } from './errors';
import { PaymentProviderError } from './payment-errors';

export type FulfilResult = { status: 'pending'; order: Order } | { status: 'paid'; order: Order };

const MAX_ATTEMPTS = 4;

function pause(attempt: number): Promise<void> {
  const ms = 25 * 2 ** attempt + Math.floor(Math.random() * 25);
  return new Promise((resolve) => setTimeout(resolve, ms));
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

function purchasesOf(order: Order, paidAt: string): Purchase[] {
  if (order.buyer_type !== 'user' || !order.user_id) return [];
  const userId = order.user_id;
  return order.product_ids.map((productId) => ({
    user_id: userId,
    product_id: productId,
    purchase_date: paidAt,
    amount_paid: order.amounts[productId] ?? 0,
    is_test: order.mode === 'test',
    session_id: order.session_id,
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
        products: order.product_ids.map((id) => ({
          name: order.product_names[id] ?? id,
          amount: order.amounts[id] ?? 0,
        })),
        total: order.total_cents / 100,
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
function liveSalesCounter(order: Order, paidAt: string) {
  if (order.mode !== 'live') return undefined;
  const productCents: Record<string, number> = {};
  for (const productId of order.product_ids) {
    productCents[productId] = toCents(order.amounts[productId] ?? 0);
  }
  return salesCounterUpdate({ yearMonth: yearMonthOf(paidAt), productCents });
}

async function alreadyPaid(sessionId: string): Promise<FulfilResult> {
  const order = await getOrder(sessionId);
  if (!order) throw new Error('Order disappeared during fulfilment');
  return { status: 'paid', order };
}

/**
 * Records a paid order exactly once. The order's pending -> paid condition decides the one
 * winner among concurrent callers (webhook, success page); only the winner sends the receipt.
 */
export async function fulfilOrder(order: Order): Promise<FulfilResult> {
  if (order.status === 'paid') return { status: 'paid', order };
  const session = await retrieveSession(order);
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return { status: 'pending', order };
  }

  const paidAt = new Date().toISOString();
  let purchases = purchasesOf(order, paidAt);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    // Each attempt draws a fresh counter shard, so a conflict on one shard is not repeated.
    const counter = liveSalesCounter(order, paidAt);
    const result = await markOrderPaid({
      sessionId: order.session_id,
      paidAt,
      purchases,
      counter,
      listAsSale: order.mode === 'live',
    });
    if (result.outcome === 'paid') {
      const paid: Order = { ...order, status: 'paid', paid_at: paidAt };
      log('info', 'Order paid', { session: sessionRef(order.session_id), mode: order.mode });
      countMetric(METRIC.ordersPaid);
      // Test-mode payments are not money: they count as orders, never as revenue.
      if (order.mode === 'live') valueMetric(METRIC.revenueCents, order.total_cents);
      await sendReceipt(paid, session);
      return { status: 'paid', order: paid };
    }
    if (result.outcome === 'already-paid') return alreadyPaid(order.session_id);
    if (result.outcome === 'already-owned') {
      // Paid twice for the same product (two checkouts in parallel): keep the first purchase
      // and flag this one for a refund.
      countMetric(METRIC.refunds);
      log('warn', 'Buyer paid for products they already own', {
        session: sessionRef(order.session_id),
        productIds: result.productIds,
      });
      purchases = purchases.filter((purchase) => !result.productIds.includes(purchase.product_id));
      continue;
    }
    await pause(attempt);
    const current = await getOrder(order.session_id);
    if (current?.status === 'paid') return { status: 'paid', order: current };
  }
  throw new Error('Could not record the paid order after several attempts');
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
