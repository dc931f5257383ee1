import { z } from 'zod';
import type { OrderDispute, OrderRefund } from '../rules/refunds';
import type { InvoiceLink } from '../rules/tax';
import { idSchema } from './common';

/**
 * The admin's orders (the `orders` group): the list with its search, one order with its lines,
 * payments, refunds, dispute and webhook events, and refunds made from the back office.
 */

const day = z.iso.date('Use the date format YYYY-MM-DD');

export const ORDERS_PAGE_SIZE = 25;

export const adminOrdersQuery = z.object({
  /** An order id (`ord_...`), a Checkout Session id (`cs_...`), a buyer's e-mail or a product id. */
  q: z.string().trim().max(254, 'The search is too long').optional(),
  from: day.optional(),
  to: day.optional(),
  cursor: z.string().max(2000).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/** What a paid order is now: paid, part of it refunded, or all of it. */
export type AdminOrderState = 'paid' | 'partially_refunded' | 'refunded';

export interface AdminOrderSummary {
  session_id: string;
  /** `ord_...`; orders from before payouts have none. */
  order_ref: string | null;
  paid_at: string;
  buyer_email: string;
  buyer_type: 'guest' | 'user';
  mode: 'live' | 'test';
  state: AdminOrderState;
  product_names: string[];
  /** What the buyer paid before tax, and what of it was refunded (cents). */
  total_cents: number;
  refunded_cents: number;
  disputed: boolean;
}

export interface AdminOrdersPage {
  orders: AdminOrderSummary[];
  next_cursor?: string;
}

export interface AdminOrderLine {
  product_id: string;
  product_name: string;
  /** Before the discount, the discount, what was paid (before tax) and its tax, in cents. */
  list_cents: number;
  discount_cents: number;
  paid_cents: number;
  tax_cents: number;
  seller_id: string | null;
  /** Set once the line is refunded (by this refund). */
  refund_id: string | null;
  /** The buyer had it already through another order: refunded at payment, never granted. */
  duplicate: boolean;
  /** The bundle the line was sold in (refunding all its lines refunds the bundle). */
  bundle?: { id: string; name: string };
}

/** A refund as the order keeps it, and the duplicate-payment refund made at payment. */
export interface AdminOrderRefund extends Omit<OrderRefund, 'source' | 'by_id' | 'by_email'> {
  /** Made in the back office (by whom), in Stripe's Dashboard, or for a duplicate payment. */
  source: OrderRefund['source'] | 'duplicate_payment';
  by_email: string | null;
}

export type AdminOrderDispute = OrderDispute;

export interface AdminOrderEvent {
  event_id: string;
  type: string;
  at: string;
}

export interface AdminOrderDetail extends AdminOrderSummary {
  payment_intent: string | null;
  lines: AdminOrderLine[];
  discount: { code: string; cents: number } | null;
  tax_cents: number;
  /** Tax included: what the buyer's card was charged. */
  amount_paid_cents: number;
  invoice: InvoiceLink | null;
  refunds: AdminOrderRefund[];
  dispute: AdminOrderDispute | null;
  events: AdminOrderEvent[];
}

export const REFUND_REASON_MAX = 500;

export const refundOrderBody = z.object({
  product_ids: z
    .array(idSchema)
    .min(1, 'Choose at least one product to refund')
    .max(50, 'At most 50 products'),
  reason: z
    .string({ error: 'Enter a reason for the refund' })
    .trim()
    .min(1, 'Enter a reason for the refund')
    .max(REFUND_REASON_MAX, `The reason has at most ${REFUND_REASON_MAX} characters`),
});
export type RefundOrderBody = z.infer<typeof refundOrderBody>;

/** The messages of a refund the back office refuses, word for word in the web's tests. */
export const REFUND_MESSAGES = {
  notRefundable: 'Only a paid order can be refunded',
  unknownLine: 'This order has no such product',
  alreadyRefunded: 'This product is already refunded',
  noPayment: 'This order has no payment to refund',
  nothingPaid: 'Nothing was paid for these products',
  notFound: 'Order not found',
  /** 409: another refund holds the order (two admins, a double click). */
  inProgress: 'Another refund of this order is in progress: reload the order and try again',
  /** 409: Stripe had refunds the order had not recorded; they are now, and the choice is stale. */
  changedInStripe: 'This order was refunded in Stripe meanwhile: reload it and choose again',
} as const;
