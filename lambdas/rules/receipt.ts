/**
 * Builds a receipt from an order or from a purchase without one (an admin's complimentary grant
 * or a test purchase). Pure: the services read the records, this does the sums, so the
 * signed-in and the guest receipts cannot disagree.
 */
/** One product of a receipt; amounts in cents. */
export interface ReceiptLine {
  product_id: string;
  name: string;
  /** The line's price before the discount. */
  list_cents: number;
  /** Its share of the discount (0 without one). */
  discount_cents: number;
  /** What it cost after the discount, before tax. */
  line_cents: number;
  /** Refunded since (the buyer no longer owns it). */
  refunded?: true;
}

/** A purchase's receipt, in cents. */
export interface Receipt {
  /** The shop's order number (`ord_...`), or the purchase's own reference for older ones. */
  order_number: string;
  /** Who sold it: the shop is the merchant of record of every checkout. */
  seller_name: string;
  /** When it was paid (ISO). */
  date: string;
  lines: ReceiptLine[];
  subtotal_cents: number;
  discount_cents: number;
  /** The discount code used, if any. */
  discount_code?: string;
  tax_cents: number;
  /** What the buyer paid in all, tax included. */
  total_cents: number;
  /** Given back since, tax included (0 without refunds). */
  refunded_cents: number;
  currency: 'usd';
  /** A purchase made in Stripe's test mode (paid nothing). */
  is_test: boolean;
}

export const RECEIPT_SELLER_NAME = 'Automation Marketplace';

/** The parts of an order a receipt reads (see repositories/order-repository.ts's Order). */
export interface ReceiptOrder {
  session_id: string;
  order_ref?: string;
  created_at: string;
  paid_at?: string;
  product_ids: string[];
  product_names: Record<string, string>;
  line_cents: Record<string, number>;
  list_cents?: Record<string, number>;
  discount_cents?: Record<string, number>;
  discount?: { code: string; cents: number };
  total_cents: number;
  charged_cents?: number;
  tax_cents?: number;
  amount_paid_cents?: number;
  refund_cents?: number;
  refunded_cents?: number;
  refunds?: { amount_cents: number }[];
  refunded_product_ids?: string[];
  line_refunds?: Record<string, string>;
  mode: string;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The order number a buyer can quote: the shop's order id, or for orders made before it existed
 * the end of the session id (the full id is the guest's download credential: never printed).
 */
export function orderNumberOf(order: Pick<ReceiptOrder, 'order_ref' | 'session_id'>): string {
  return order.order_ref ?? `#${order.session_id.slice(-10).toUpperCase()}`;
}

export function receiptOfOrder(order: ReceiptOrder): Receipt {
  // Lines the buyer was charged for: granted products first, then those refunded at payment
  // because they were owned already (still on the charge, given back in `refunded_cents`).
  const ids = [...new Set([...order.product_ids, ...Object.keys(order.line_cents)])];
  const refundedIds = new Set([
    ...(order.refunded_product_ids ?? []),
    ...Object.keys(order.line_refunds ?? {}),
  ]);
  const lines: ReceiptLine[] = ids.map((id) => {
    const lineCents = order.line_cents[id] ?? 0;
    const discount = order.discount_cents?.[id] ?? 0;
    return {
      product_id: id,
      name: order.product_names[id] ?? '',
      list_cents: order.list_cents?.[id] ?? lineCents + discount,
      discount_cents: discount,
      line_cents: lineCents,
      ...(refundedIds.has(id) ? { refunded: true as const } : {}),
    };
  });
  const tax = order.tax_cents ?? 0;
  const beforeTax = sum(lines.map((line) => line.line_cents));
  return {
    order_number: orderNumberOf(order),
    seller_name: RECEIPT_SELLER_NAME,
    date: order.paid_at ?? order.created_at,
    lines,
    subtotal_cents: sum(lines.map((line) => line.list_cents)),
    discount_cents: order.discount?.cents ?? sum(lines.map((line) => line.discount_cents)),
    ...(order.discount ? { discount_code: order.discount.code } : {}),
    tax_cents: tax,
    total_cents: order.amount_paid_cents ?? (order.charged_cents ?? beforeTax) + tax,
    refunded_cents:
      (order.refund_cents ?? 0) + sum((order.refunds ?? []).map((refund) => refund.amount_cents)),
    currency: 'usd',
    is_test: order.mode === 'test',
  };
}

/** A purchase made without an order (complimentary or test): one line, as it was recorded. */
export function receiptOfPurchase(purchase: {
  product_id: string;
  product_name: string;
  purchase_date: string;
  amount_paid_cents: number;
  is_test: boolean;
  refunded_at?: string;
}): Receipt {
  const cents = purchase.is_test ? 0 : purchase.amount_paid_cents;
  return {
    order_number: `#${purchase.product_id.slice(-10).toUpperCase()}`,
    seller_name: RECEIPT_SELLER_NAME,
    date: purchase.purchase_date,
    lines: [
      {
        product_id: purchase.product_id,
        name: purchase.product_name,
        list_cents: cents,
        discount_cents: 0,
        line_cents: cents,
        ...(purchase.refunded_at ? { refunded: true as const } : {}),
      },
    ],
    subtotal_cents: cents,
    discount_cents: 0,
    tax_cents: 0,
    total_cents: cents,
    refunded_cents: purchase.refunded_at ? cents : 0,
    currency: 'usd',
    is_test: purchase.is_test,
  };
}
