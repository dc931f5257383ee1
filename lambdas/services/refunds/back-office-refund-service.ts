import { createHash } from 'node:crypto';
import { REFUND_MESSAGES, type RefundOrderBody } from '../../contracts/orders';
import { describeError, log } from '../../infra/logger';
import { stripeClient, type Stripe, type StripeClient } from '../../infra/stripe';
import { getOrder, type Order } from '../../repositories/order-repository';
import { sessionRef } from '../../rules/checkout';
import { toCents } from '../../rules/money';
import { taxOfLines } from '../../rules/tax';
import { PaymentProviderError } from '../fulfilment/payment-errors';
import type { AdminActor } from '../shared/audit-service';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { ShareInFlightError } from '../seller-shares/reversal-service';
import { applyOrderRefund } from './refund-effects';
import { BACK_OFFICE_REFUND_METADATA as META, METADATA_VALUE_MAX } from './refund-metadata';

/** The products asked for, each checked against the order: refundable, or why not. */
function refundableLines(order: Order, asked: readonly string[]): string[] {
  const productIds = [...new Set(asked)];
  for (const productId of productIds) {
    if (order.line_refunds?.[productId] || order.refunded_product_ids?.includes(productId)) {
      throw new BadRequestError(REFUND_MESSAGES.alreadyRefunded);
    }
    if (!order.product_ids.includes(productId)) {
      throw new BadRequestError(REFUND_MESSAGES.unknownLine);
    }
  }
  return productIds;
}

/**
 * One Stripe refund per order and set of lines: the key repeats for a double click or a retry
 * after a timeout, so Stripe answers with the refund it made instead of making a second.
 */
function idempotencyKey(sessionId: string, productIds: readonly string[]): string {
  const lines = createHash('sha256')
    .update([...productIds].sort().join('\n'))
    .digest('hex');
  return `order-refund-${sessionId}-${lines.slice(0, 32)}`;
}

function metadataOf(order: Order, productIds: string[], reason: string, actor: AdminActor) {
  const ids = productIds.join(',');
  return {
    [META.source]: 'back_office',
    [META.sessionId]: order.session_id,
    ...(order.order_ref ? { [META.orderId]: order.order_ref } : {}),
    // Too long for Stripe's metadata: charge.refunded then matches the lines by amount.
    ...(ids.length <= METADATA_VALUE_MAX ? { [META.productIds]: ids } : {}),
    [META.reason]: reason.slice(0, METADATA_VALUE_MAX),
    [META.actorId]: actor.caller.userId,
    [META.actorEmail]: actor.caller.email,
  };
}

/** The back office's refund of these lines, if Stripe made it already (the same lines). */
async function earlierRefund(
  stripe: StripeClient,
  paymentIntent: string,
  productIds: readonly string[],
): Promise<Stripe.Refund | undefined> {
  const wanted = [...productIds].sort().join(',');
  const refunds = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  return refunds.data.find(
    (refund) =>
      refund.metadata?.[META.source] === 'back_office' &&
      (refund.metadata[META.productIds] ?? '').split(',').sort().join(',') === wanted,
  );
}

async function createRefund(
  order: Order,
  productIds: string[],
  reason: string,
  actor: AdminActor,
): Promise<Stripe.Refund> {
  const paymentIntent = order.payment_intent ?? '';
  const amount =
    productIds.reduce((sum, id) => sum + toCents(order.amounts[id] ?? 0), 0) +
    taxOfLines(order, productIds);
  if (amount <= 0) throw new BadRequestError(REFUND_MESSAGES.nothingPaid);
  const stripe = await stripeClient(order.mode);
  try {
    return await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount,
        reason: 'requested_by_customer',
        metadata: metadataOf(order, productIds, reason, actor),
      },
      { idempotencyKey: idempotencyKey(order.session_id, productIds) },
    );
  } catch (error) {
    // The same lines asked again with another reason within Stripe's key lifetime: the refund
    // exists, and it is the one to record.
    const made =
      (error as { type?: string }).type === 'StripeIdempotencyError'
        ? await earlierRefund(stripe, paymentIntent, productIds)
        : undefined;
    if (made) return made;
    log('error', 'Stripe refused a refund from the back office', {
      session: sessionRef(order.session_id),
      ...describeError(error),
    });
    throw new PaymentProviderError();
  }
}

/**
 * POST /api/admin/orders/{sessionId}/refunds: gives back the chosen lines through Stripe (their
 * price as paid and their tax), then records it with every effect, once. Only paid orders with
 * a payment, and only lines still granted, can be refunded.
 */
export async function refundFromBackOffice(
  actor: AdminActor,
  sessionId: string,
  body: RefundOrderBody,
  now = new Date(),
): Promise<void> {
  const order = await getOrder(sessionId);
  if (!order) throw new NotFoundError(REFUND_MESSAGES.notFound);
  if (order.status !== 'paid') throw new BadRequestError(REFUND_MESSAGES.notRefundable);
  if (!order.payment_intent) throw new BadRequestError(REFUND_MESSAGES.noPayment);
  const productIds = refundableLines(order, body.product_ids);
  const refund = await createRefund(order, productIds, body.reason, actor);
  try {
    await applyOrderRefund(sessionId, {
      refundId: refund.id,
      amountCents: refund.amount,
      productIds,
      reason: body.reason,
      source: 'back_office',
      actor,
      now,
    });
  } catch (error) {
    // Recorded; a seller's share being transferred at this moment is taken back when Stripe
    // delivers charge.refunded for this refund (and retries it until it is).
    if (!(error instanceof ShareInFlightError)) throw error;
  }
}
