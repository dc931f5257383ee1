/**
 * The metadata the back office puts on its Stripe refunds, so `charge.refunded` (which may
 * arrive before the back office has recorded the refund) records the same lines, reason and
 * admin. Stripe caps a metadata value at 500 characters.
 */
export const BACK_OFFICE_REFUND_METADATA = {
  source: 'source',
  sessionId: 'session_id',
  orderId: 'order_id',
  productIds: 'product_ids',
  reason: 'reason',
  actorId: 'refunded_by',
  actorEmail: 'refunded_by_email',
  /** The order's hold the refund was made under, and the refunds recorded before it. */
  claimId: 'refund_claim',
  refundSeq: 'refund_seq',
} as const;

export const METADATA_VALUE_MAX = 500;

/** Marks the duplicate-payment refunds the fulfilment makes (their key is the order's session). */
export const DUPLICATE_PAYMENT_METADATA_KEY = 'duplicate_of_session';
