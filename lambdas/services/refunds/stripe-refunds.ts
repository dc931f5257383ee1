import { stripeClient, type Stripe } from '../../infra/stripe';
import type { Order } from '../../repositories/order-repository';
import { refundCentsOfLines } from '../../rules/refunds';
import { applyOrderRefund, type RefundToApply } from './refund-effects';
import { presentmentAmountOfRefund, usdOfRefund } from './refund-currency';
import {
  BACK_OFFICE_REFUND_METADATA as META,
  DUPLICATE_PAYMENT_METADATA_KEY,
} from './refund-metadata';

/**
 * A Stripe refund as the order records it (in USD, with what went back in the buyer's currency
 * when they paid in theirs); the shop's own carry who made it and why.
 */
function refundToApply(refund: Stripe.Refund, order: Order): RefundToApply {
  const metadata = refund.metadata ?? {};
  const ours = metadata[META.source] === 'back_office';
  const productIds = metadata[META.productIds]?.split(',').filter(Boolean);
  // The shop's own refund of named lines is their USD cents, as the back office records it.
  const foreign = refund.currency.toLowerCase() !== order.currency;
  const amountCents =
    foreign && ours && productIds
      ? refundCentsOfLines(order, productIds)
      : usdOfRefund(order, refund);
  const presentmentAmount = presentmentAmountOfRefund(order, refund, amountCents);
  const actorId = metadata[META.actorId];
  const claimId = metadata[META.claimId];
  return {
    refundId: refund.id,
    amountCents,
    ...(presentmentAmount !== undefined ? { presentmentAmount } : {}),
    ...(ours && productIds ? { productIds } : {}),
    reason: (ours ? metadata[META.reason] : undefined) ?? refund.reason ?? 'Refunded in Stripe',
    source: ours ? 'back_office' : 'stripe',
    ...(ours && actorId
      ? { actor: { caller: { userId: actorId, email: metadata[META.actorEmail] ?? '' }, ip: '' } }
      : {}),
    ...(ours && claimId ? { claimId } : {}),
  };
}

/** The duplicate-payment refund is the fulfilment's own, recorded there. */
function isDuplicatePaymentRefund(refund: Stripe.Refund): boolean {
  return Boolean(refund.metadata?.[DUPLICATE_PAYMENT_METADATA_KEY]);
}

/**
 * Every refund of the order's payment that Stripe made takes effect now, oldest first, once
 * (applyOrderRefund knows the ones recorded already); answers how many were new. Stripe's own
 * list is read (not an event's copy), so a late or replayed event never applies an old state,
 * a refund made in the Dashboard is matched to its lines, and a back-office refund that died
 * before recording itself is finished here. `finishRecorded` also finishes what a recorded
 * refund left undone (a seller's share that was being transferred when it was recorded).
 */
export async function recordRefundsMadeInStripe(
  order: Order,
  { finishRecorded }: { finishRecorded: boolean },
): Promise<number> {
  if (!order.payment_intent) return 0;
  const stripe = await stripeClient(order.mode);
  const refunds = await stripe.refunds.list({ payment_intent: order.payment_intent, limit: 100 });
  const recorded = new Set((order.refunds ?? []).map((refund) => refund.refund_id));
  const effective = refunds.data
    .filter((refund) => refund.status === 'succeeded' || refund.status === 'pending')
    .filter((refund) => !isDuplicatePaymentRefund(refund) && refund.id !== order.refund_id)
    .filter((refund) => finishRecorded || !recorded.has(refund.id))
    .sort((a, b) => a.created - b.created);
  let applied = 0;
  let current = order;
  for (const refund of effective) {
    const result = await applyOrderRefund(current, refundToApply(refund, current));
    current = result.order;
    if (result.applied) applied += 1;
  }
  return applied;
}
