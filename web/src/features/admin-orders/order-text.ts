import { formatCents } from '@rules/money';
import type {
  AdminOrderDispute,
  AdminOrderLine,
  AdminOrderRefund,
  AdminOrderState,
  AdminOrderSummary,
} from '@contracts/orders';

/**
 * What the admin's order pages say: money in cents as USD, an order's name and state, a line's
 * status, which lines may still be refunded and what a refund of some of them gives back, a
 * refund's source and a dispute. Pure, so the unit tests read the same words the pages show.
 */

export const ORDER_STATE_LABELS: Record<AdminOrderState, string> = {
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** Checkout Session ids are 60-odd characters: the table shows their start and end. */
const SESSION_ID_SHOWN = 16;

/** "cs_live_a1b2c3d4…wxyz" for a long session id; a short one as it is. */
export function shortSessionId(sessionId: string): string {
  if (sessionId.length <= SESSION_ID_SHOWN + 5) return sessionId;
  return `${sessionId.slice(0, SESSION_ID_SHOWN)}…${sessionId.slice(-4)}`;
}

/** The order's own id (`ord_...`), else its session id shortened (orders from before payouts). */
export function orderLabel(order: Pick<AdminOrderSummary, 'order_ref' | 'session_id'>): string {
  return order.order_ref ?? shortSessionId(order.session_id);
}

/** The order page's heading: the order id, else the whole session id. */
export function orderHeading(order: Pick<AdminOrderSummary, 'order_ref' | 'session_id'>): string {
  return `Order ${order.order_ref ?? order.session_id}`;
}

export const orderPath = (sessionId: string) => `/admin/orders/${encodeURIComponent(sessionId)}`;

export type LineStatus = 'refunded' | 'duplicate' | 'paid';

export function lineStatus(line: Pick<AdminOrderLine, 'refund_id' | 'duplicate'>): LineStatus {
  if (line.refund_id) return 'refunded';
  if (line.duplicate) return 'duplicate';
  return 'paid';
}

export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  refunded: 'Refunded',
  duplicate: 'Refunded at payment (already owned)',
  paid: 'Paid',
};

/** A line may be refunded once: not already refunded, and not a duplicate refunded at payment. */
export function isRefundable(line: Pick<AdminOrderLine, 'refund_id' | 'duplicate'>): boolean {
  return lineStatus(line) === 'paid';
}

/** The product ids of the lines that may still be refunded, in the order's order. */
export function refundableProductIds(lines: readonly AdminOrderLine[]): string[] {
  return lines.filter(isRefundable).map((line) => line.product_id);
}

/**
 * What a refund of the chosen lines gives back to the buyer: what each line cost, tax included.
 * Lines that are not refundable, or not in the order, count for nothing.
 */
export function refundAmountCents(
  lines: readonly AdminOrderLine[],
  productIds: readonly string[],
): number {
  const chosen = new Set(productIds);
  return lines
    .filter((line) => chosen.has(line.product_id) && isRefundable(line))
    .reduce((sum, line) => sum + line.paid_cents + line.tax_cents, 0);
}

/** The names of the chosen products, as the order names them. */
export function productNamesOf(
  lines: readonly AdminOrderLine[],
  productIds: readonly string[],
): string[] {
  const names = new Map(lines.map((line) => [line.product_id, line.product_name]));
  return productIds.map((id) => names.get(id) ?? id);
}

/** "Back office (by admin@example.com)", "Stripe Dashboard" or "Duplicate payment". */
export function refundSourceText(refund: Pick<AdminOrderRefund, 'source' | 'by_email'>): string {
  switch (refund.source) {
    case 'back_office':
      return refund.by_email ? `Back office (by ${refund.by_email})` : 'Back office';
    case 'stripe':
      return 'Stripe Dashboard';
    case 'duplicate_payment':
      return 'Duplicate payment';
  }
}

/** Stripe's snake_case words ("product_not_received") as words. */
const words = (value: string) => value.replace(/_/g, ' ');

/** "This payment is disputed: fraudulent, $19.00, status needs response". */
export function disputeText(
  dispute: Pick<AdminOrderDispute, 'reason' | 'amount_cents' | 'status'>,
) {
  return `This payment is disputed: ${words(dispute.reason)}, ${formatCents(dispute.amount_cents)}, status ${words(dispute.status)}`;
}
