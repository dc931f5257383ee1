import { log } from '../../infra/logger';
import { countMetric, METRIC } from '../../infra/metrics';
import { auditEntryTransactPut } from '../../repositories/audit-repository';
import { countRefundedLines } from '../../repositories/catalogue-browse/popularity';
import { getOrder, type Order } from '../../repositories/order-repository';
import { writeRefund, type RefundRevocations } from '../../repositories/order-refund-repository';
import { salesRefundCounterUpdate } from '../../repositories/stats-repository';
import { getGuestOwnershipSession } from '../../repositories/guest-ownership-repository';
import { getPurchaseRecord } from '../../repositories/user-repository';
import { sessionRef, yearMonthOf } from '../../rules/checkout';
import { formatCents } from '../../rules/money';
import { linesForRefundAmount, refundCentsOfLines, type OrderRefund } from '../../rules/refunds';
import { taxOfLines } from '../../rules/tax';
import { hideReviewsOfRefund } from '../review-ledger/refund-hiding';
import { ShareInFlightError, reverseSellerShares } from '../seller-shares/reversal-service';
import type { AdminActor } from '../shared/audit-service';
import { NotFoundError } from '../shared/errors';
import { sendRefundMail } from './refund-mail';

/** A refund Stripe made (ours or from its Dashboard), to take effect on its order once. */
export interface RefundToApply {
  refundId: string;
  /** Stripe's refund amount: what the buyer gets back, tax included, in USD. */
  amountCents: number;
  /** With an order paid in the buyer's currency: what went back in that currency. */
  presentmentAmount?: number;
  /** The lines it is for when the shop made it; undefined: work them out from the amount. */
  productIds?: readonly string[];
  reason: string;
  source: OrderRefund['source'];
  actor?: AdminActor;
  /** The back-office hold it was made under (its metadata says so): let go of once recorded. */
  claimId?: string;
  now?: Date;
}

export interface AppliedRefund {
  /** False when it had taken effect already (a replay, or the other path got there first). */
  applied: boolean;
  order: Order;
  refund?: OrderRefund;
}

const MAX_ROUNDS = 5;

/** What each still-granted line cost the buyer, tax included. */
function lineCharges(order: Order): Record<string, number> {
  return Object.fromEntries(order.product_ids.map((id) => [id, refundCentsOfLines(order, [id])]));
}

function refundedLines(order: Order, toApply: RefundToApply): string[] {
  if (toApply.productIds) return toApply.productIds.filter((id) => order.product_ids.includes(id));
  return linesForRefundAmount(toApply.amountCents, lineCharges(order)) ?? [];
}

/** Only what this order granted is taken back: a product owned through another order stays. */
async function revocationsOf(order: Order, productIds: string[]): Promise<RefundRevocations> {
  const userId = order.user_id;
  const purchases = userId
    ? await Promise.all(productIds.map((id) => getPurchaseRecord(userId, id)))
    : [];
  const guestSessions =
    order.buyer_type === 'guest'
      ? await Promise.all(productIds.map((id) => getGuestOwnershipSession(order.buyer_email, id)))
      : [];
  return {
    ...(userId ? { userId } : {}),
    purchases: productIds.filter(
      (_, index) =>
        purchases[index]?.session_id === order.session_id && !purchases[index]?.refunded_at,
    ),
    ...(order.buyer_type === 'guest' ? { guestEmail: order.buyer_email } : {}),
    guestOwnerships: productIds.filter((_, index) => guestSessions[index] === order.session_id),
  };
}

function auditOf(order: Order, refund: OrderRefund, toApply: RefundToApply) {
  const names = refund.product_ids.map((id) => order.product_names[id] ?? id).join(', ');
  const detail = (
    `refund ${refund.refund_id} of ${formatCents(refund.amount_cents)}` +
    `${names ? ` (${names})` : ''}: ${refund.reason}`
  ).slice(0, 500);
  return auditEntryTransactPut({
    id: refund.refund_id,
    at: refund.at,
    actor_id: toApply.actor?.caller.userId ?? 'stripe',
    actor_email: toApply.actor?.caller.email ?? 'stripe dashboard',
    action: 'order.refund',
    target_type: 'order',
    target_id: order.session_id,
    detail,
    ip: toApply.actor?.ip ?? '',
  });
}

/**
 * The sellers' shares of the refunded lines go back. Idempotent per refund, so every caller
 * (the back office, each `charge.refunded` delivery) runs it: one that failed is finished by
 * the next. A share being transferred right now is left to Stripe's retry of the event.
 */
export async function takeBackSellerShares(order: Order, refund: OrderRefund): Promise<void> {
  if (refund.product_ids.length === 0) return;
  try {
    await reverseSellerShares(order, {
      refundId: refund.refund_id,
      productIds: refund.product_ids,
    });
  } catch (error) {
    if (!(error instanceof ShareInFlightError)) throw error;
    log('warn', 'A seller share is being transferred: its refund is taken back later', {
      session: sessionRef(order.session_id),
    });
    throw error;
  }
}

/**
 * A refund's effects on its order, exactly once whoever calls and however often: the refunded
 * products are no longer the buyer's (account and guest page say 'Purchase Required'), the sales
 * figures go down by their amount in the month they were sold, the audit log names who did it,
 * the buyer gets one e-mail, and the sellers' shares are taken back. `loaded` is the order as
 * the caller read it; it is read again only when a concurrent refund changed it.
 */
export async function applyOrderRefund(
  loaded: Order,
  toApply: RefundToApply,
): Promise<AppliedRefund> {
  const sessionId = loaded.session_id;
  const at = (toApply.now ?? new Date()).toISOString();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    // The caller's copy first; read again only when another refund changed the order meanwhile.
    const order = round === 0 ? loaded : await getOrder(sessionId);
    if (!order) throw new NotFoundError('Order not found');
    const known = order.refunds?.find((refund) => refund.refund_id === toApply.refundId);
    if (known) {
      if (order.user_id) await hideReviewsOfRefund(order.user_id, known.product_ids, known.at);
      await countRefundedLines(sessionId, known.product_ids);
      await takeBackSellerShares(order, known);
      return { applied: false, order, refund: known };
    }
    if (order.status !== 'paid') return { applied: false, order };
    const productIds = refundedLines(order, toApply);
    const linesCents = productIds.reduce((sum, id) => sum + (order.line_cents[id] ?? 0), 0);
    const refund: OrderRefund = {
      refund_id: toApply.refundId,
      at,
      amount_cents: toApply.amountCents,
      tax_cents: taxOfLines(order, productIds),
      ...(toApply.presentmentAmount !== undefined
        ? { presentment_amount: toApply.presentmentAmount }
        : {}),
      product_ids: productIds,
      reason: toApply.reason,
      source: toApply.source,
      ...(toApply.actor
        ? { by_id: toApply.actor.caller.userId, by_email: toApply.actor.caller.email }
        : {}),
    };
    const remaining = order.product_ids.filter((id) => !productIds.includes(id));
    // Test-mode orders never counted; the figures lose the lines in the month they were sold.
    const soldIn =
      order.mode === 'live' && productIds.length > 0 && order.paid_at
        ? yearMonthOf(order.paid_at)
        : undefined;
    const written = await writeRefund({
      order,
      refund,
      linesCents,
      revocations: await revocationsOf(order, productIds),
      ...(soldIn
        ? {
            counter: salesRefundCounterUpdate({
              yearMonth: soldIn,
              productCents: Object.fromEntries(
                productIds.map((id) => [id, order.line_cents[id] ?? 0]),
              ),
              wholeOrder: remaining.length === 0,
            }),
          }
        : {}),
      audit: auditOf(order, refund, toApply),
      ...(toApply.claimId && order.refund_claim?.id === toApply.claimId
        ? { releaseClaim: toApply.claimId }
        : {}),
    });
    if (!written) continue;
    if (order.user_id) await hideReviewsOfRefund(order.user_id, productIds, refund.at);
    await countRefundedLines(sessionId, productIds);
    const after: Order = {
      ...order,
      product_ids: remaining,
      total_cents: order.total_cents - linesCents,
      refunds: [...(order.refunds ?? []), refund],
      refunded_cents: (order.refunded_cents ?? 0) + linesCents,
    };
    countMetric(METRIC.orderRefunds);
    log('info', 'Order refunded', {
      session: sessionRef(sessionId),
      source: refund.source,
      products: productIds.length,
      amountCents: refund.amount_cents,
    });
    if (productIds.length > 0) {
      await sendRefundMail(after, {
        kind: 'after_payment',
        productIds,
        refundedCents: refund.amount_cents,
      });
    } else
      log('warn', 'A refund matches no set of products: access unchanged', {
        session: sessionRef(sessionId),
        amountCents: refund.amount_cents,
      });
    await takeBackSellerShares(after, refund);
    return { applied: true, order: after, refund };
  }
  throw new Error('The order kept changing while its refund was recorded');
}
