/**
 * Refunds after payment: what one records, and which lines a refund made outside the shop
 * (in Stripe's Dashboard) stands for. Pure rules, shared by the back office's refunds and the
 * `charge.refunded` webhook.
 */

/** One refund of a paid order, as the order keeps it. */
export interface OrderRefund {
  refund_id: string;
  at: string;
  /** Given back to the buyer, tax included (Stripe's refund amount). */
  amount_cents: number;
  /** The part of it that was tax. */
  tax_cents: number;
  /** With the order paid in the buyer's currency: what went back in that currency. */
  presentment_amount?: number;
  /** The products it takes back (none: a refund in Stripe that matches no set of lines). */
  product_ids: string[];
  reason: string;
  source: 'back_office' | 'stripe';
  by_id?: string;
  by_email?: string;
}

/** A dispute the buyer's bank opened on the order's payment. */
export interface OrderDispute {
  dispute_id: string;
  at: string;
  amount_cents: number;
  reason: string;
  status: string;
}

/** What each still-granted line cost the buyer, tax included, in cents. */
export type LineCharges = Readonly<Record<string, number>>;

/**
 * What giving these lines back returns to the buyer, in cents: each line as paid (after its
 * part of a discount) plus its tax. The back office refunds exactly this; a Dashboard refund is
 * matched against it.
 */
export function refundCentsOfLines(
  order: {
    line_cents: Readonly<Record<string, number>>;
    tax_by_line?: Readonly<Record<string, number>>;
  },
  productIds: readonly string[],
): number {
  return productIds.reduce(
    (sum, id) => sum + (order.line_cents[id] ?? 0) + (order.tax_by_line?.[id] ?? 0),
    0,
  );
}

/** Beyond this many lines a Dashboard refund is not matched line by line (2^n subsets). */
export const MAX_MATCHED_LINES = 12;

/**
 * The lines a refund made in Stripe's Dashboard gives back: all of them when it is the whole
 * remaining charge, else the one set of lines whose charges add up to exactly its amount
 * (the smallest such set, first in order, when several do). Undefined when none does: the
 * money went back but no product can be said to be returned.
 */
export function linesForRefundAmount(
  amountCents: number,
  charges: LineCharges,
): string[] | undefined {
  const ids = Object.keys(charges);
  const total = ids.reduce((sum, id) => sum + (charges[id] ?? 0), 0);
  if (amountCents <= 0 || ids.length === 0) return undefined;
  if (amountCents === total) return ids;
  if (ids.length > MAX_MATCHED_LINES) return undefined;
  let best: string[] | undefined;
  for (let mask = 1; mask < 1 << ids.length; mask += 1) {
    const chosen = ids.filter((_, index) => (mask & (1 << index)) !== 0);
    const sum = chosen.reduce((acc, id) => acc + (charges[id] ?? 0), 0);
    if (sum === amountCents && (!best || chosen.length < best.length)) best = chosen;
  }
  return best;
}

/** A paid order's state as the admin reads it. */
export function refundState(
  grantedCount: number,
  refundedCount: number,
): 'paid' | 'partially_refunded' | 'refunded' {
  if (refundedCount === 0) return 'paid';
  return grantedCount === 0 ? 'refunded' : 'partially_refunded';
}

/**
 * A back-office refund holds its order while it asks Stripe for the money back, so two admins
 * (or a double click) cannot give back the same line twice. The hold outlives any request that
 * took it (the functions time out after 15 seconds): one that died holding it frees the order
 * after this long, and the next refund first records whatever Stripe made meanwhile.
 */
export const REFUND_CLAIM_SECONDS = 120;

/** The hold a back-office refund puts on its order while Stripe makes the refund. */
export interface RefundClaim {
  id: string;
  /** The order's `refund_seq` when it was taken: the refunds recorded until then. */
  seq: number;
  product_ids: string[];
  expires_at: string;
}
