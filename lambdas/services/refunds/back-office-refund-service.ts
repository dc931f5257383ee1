import { createHash, randomUUID } from 'node:crypto';
import { REFUND_MESSAGES, type RefundOrderBody } from '../../contracts/orders';
import { describeError, log } from '../../infra/logger';
import { stripeClient, type Stripe, type StripeClient } from '../../infra/stripe';
import {
  claimOrderRefund,
  releaseOrderRefundClaim,
} from '../../repositories/order-refund-claim-repository';
import { getOrder, type Order } from '../../repositories/order-repository';
import { sessionRef } from '../../rules/checkout';
import { REFUND_CLAIM_SECONDS, refundCentsOfLines, type RefundClaim } from '../../rules/refunds';
import { PaymentProviderError } from '../fulfilment/payment-errors';
import type { AdminActor } from '../shared/audit-service';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { ShareInFlightError } from '../seller-shares/reversal-service';
import { applyOrderRefund } from './refund-effects';
import { BACK_OFFICE_REFUND_METADATA as META, METADATA_VALUE_MAX } from './refund-metadata';
import { amountToRefund, foreignChargeOf, presentmentAmountOfRefund } from './refund-currency';
import { recordRefundsMadeInStripe } from './stripe-refunds';

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

const sortedLines = (productIds: readonly string[]) => [...productIds].sort().join(',');

/**
 * One Stripe refund per order state and set of lines: the key repeats for a retry of the same
 * refund after a timeout, so Stripe answers with the refund it made instead of making a second.
 * Two different refunds never meet here: the order's hold lets one through at a time.
 */
function idempotencyKey(sessionId: string, claim: RefundClaim): string {
  const lines = createHash('sha256').update(sortedLines(claim.product_ids)).digest('hex');
  return `order-refund-${sessionId}-${claim.seq}-${lines.slice(0, 32)}`;
}

function metadataOf(order: Order, claim: RefundClaim, reason: string, actor: AdminActor) {
  const ids = claim.product_ids.join(',');
  return {
    [META.source]: 'back_office',
    [META.sessionId]: order.session_id,
    ...(order.order_ref ? { [META.orderId]: order.order_ref } : {}),
    // Too long for Stripe's metadata: charge.refunded then matches the lines by amount.
    ...(ids.length <= METADATA_VALUE_MAX ? { [META.productIds]: ids } : {}),
    [META.reason]: reason.slice(0, METADATA_VALUE_MAX),
    [META.actorId]: actor.caller.userId,
    [META.actorEmail]: actor.caller.email,
    [META.claimId]: claim.id,
    [META.refundSeq]: String(claim.seq),
  };
}

/** The back office's refund of these lines at this order state, if Stripe made it already. */
async function earlierRefund(
  stripe: StripeClient,
  paymentIntent: string,
  claim: RefundClaim,
): Promise<Stripe.Refund | undefined> {
  const wanted = sortedLines(claim.product_ids);
  const refunds = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  return refunds.data.find(
    (refund) =>
      refund.metadata?.[META.source] === 'back_office' &&
      refund.metadata[META.refundSeq] === String(claim.seq) &&
      sortedLines((refund.metadata[META.productIds] ?? '').split(',')) === wanted,
  );
}

async function createRefund(
  order: Order,
  claim: RefundClaim,
  reason: string,
  actor: AdminActor,
): Promise<Stripe.Refund> {
  const paymentIntent = order.payment_intent ?? '';
  const amount = refundCentsOfLines(order, claim.product_ids);
  if (amount <= 0) throw new BadRequestError(REFUND_MESSAGES.nothingPaid);
  const stripe = await stripeClient(order.mode);
  try {
    // In the currency Stripe charged (USD unless the payment itself is in the buyer's).
    const charged = amountToRefund(order, amount, await foreignChargeOf(stripe, order));
    return await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: charged,
        reason: 'requested_by_customer',
        metadata: metadataOf(order, claim, reason, actor),
      },
      { idempotencyKey: idempotencyKey(order.session_id, claim) },
    );
  } catch (error) {
    // The same lines asked again with another reason within Stripe's key lifetime: the refund
    // exists, and it is the one to record.
    const made =
      (error as { type?: string }).type === 'StripeIdempotencyError'
        ? await earlierRefund(stripe, paymentIntent, claim)
        : undefined;
    if (made) return made;
    log('error', 'Stripe refused a refund from the back office', {
      session: sessionRef(order.session_id),
      ...describeError(error),
    });
    throw new PaymentProviderError();
  }
}

/** Takes the order's refund hold, or refuses: another refund is being made right now. */
async function holdOrder(order: Order, productIds: string[], now: Date): Promise<RefundClaim> {
  const claim: RefundClaim = {
    id: randomUUID(),
    seq: order.refund_seq ?? 0,
    product_ids: productIds,
    expires_at: new Date(now.getTime() + REFUND_CLAIM_SECONDS * 1000).toISOString(),
  };
  if (!(await claimOrderRefund(order, claim, now))) {
    throw new ConflictError(REFUND_MESSAGES.inProgress);
  }
  return claim;
}

/** A refund that failed before it was recorded frees the order at once (not in two minutes). */
async function letGo(sessionId: string, claim: RefundClaim): Promise<void> {
  try {
    await releaseOrderRefundClaim(sessionId, claim.id);
  } catch (error) {
    log('warn', 'Could not release a refund hold: it expires by itself', {
      session: sessionRef(sessionId),
      ...describeError(error),
    });
  }
}

/**
 * POST /api/admin/orders/{sessionId}/refunds: gives back the chosen lines through Stripe (their
 * price as paid and their tax), then records it with every effect, once. Only paid orders with
 * a payment, and only lines still granted, can be refunded. The order is held from the check
 * to the record, so refunds of one order never overlap: each line goes back at most once, and
 * what Stripe gave back always equals what the order records. The loser of a race gets a 409.
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
  const claim = await holdOrder(order, refundableLines(order, body.product_ids), now);
  let refund: Stripe.Refund;
  try {
    // Refunds Stripe made that the order does not know (one that died before it was recorded,
    // one made in the Dashboard) are recorded first; the admin chose on an order that was not
    // what Stripe holds, so the choice is refused rather than guessed at.
    if ((await recordRefundsMadeInStripe(order, { finishRecorded: false })) > 0) {
      throw new ConflictError(REFUND_MESSAGES.changedInStripe);
    }
    refund = await createRefund(order, claim, body.reason, actor);
  } catch (error) {
    await letGo(sessionId, claim);
    throw error;
  }
  // The shop records USD: the lines' own cents, whatever currency Stripe refunded in.
  const usdCents =
    refund.currency.toLowerCase() === order.currency
      ? refund.amount
      : refundCentsOfLines(order, claim.product_ids);
  const presentmentAmount = presentmentAmountOfRefund(order, refund, usdCents);
  try {
    // The order as this request left it: held by its claim (which the record lets go of).
    await applyOrderRefund(
      { ...order, refund_claim: claim },
      {
        refundId: refund.id,
        amountCents: usdCents,
        ...(presentmentAmount !== undefined ? { presentmentAmount } : {}),
        productIds: claim.product_ids,
        reason: body.reason,
        source: 'back_office',
        actor,
        claimId: claim.id,
        now,
      },
    );
  } catch (error) {
    // Recorded; a seller's share being transferred at this moment is taken back when Stripe
    // delivers charge.refunded for this refund (and retries it until it is).
    if (error instanceof ShareInFlightError) return;
    // Not recorded: charge.refunded records it (its metadata names the lines and the hold),
    // and so does the next refund of this order before it asks Stripe for anything.
    await letGo(sessionId, claim);
    throw error;
  }
}
