/**
 * The figures of a paid order's receipt, shared by the receipt e-mail and the payment success
 * page so the two cannot disagree: each product at its price before the discount, the discount
 * as its own line, then the total (with tax: the subtotal before tax, the tax, what was paid).
 */

export interface ReceiptSource {
  product_ids: string[];
  product_names: Record<string, string>;
  /** What the buyer pays per product, in cents, after its share of the discount. */
  line_cents: Record<string, number>;
  /** With a discount: each product's price before it, in cents. */
  list_cents?: Record<string, number>;
  discount?: { code: string; cents: number };
  total_cents: number;
  tax_cents?: number;
  amount_paid_cents?: number;
}

export interface ReceiptLine {
  id: string;
  name: string;
  /** USD, before the discount. */
  amount: number;
}

export interface ReceiptTotal {
  label: string;
  /** USD. */
  amount: number;
}

export interface ReceiptSummary {
  lines: ReceiptLine[];
  /** The code used and what it took off, in USD (a negative line of the receipt). */
  discount?: { code: string; label: string; amount: number };
  /** The last one is what the buyer paid. */
  totals: ReceiptTotal[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One receipt's lines, discount and totals, in USD, from the order's cents. */
export function receiptSummary(order: ReceiptSource): ReceiptSummary {
  const paidCents = (id: string) => order.line_cents[id] ?? 0;
  // Without list prices (orders from before they were kept) a line shows what was paid for it.
  const listCents = (id: string) => order.list_cents?.[id] ?? paidCents(id);
  const lines = order.product_ids.map((id) => ({
    id,
    name: order.product_names[id] ?? id,
    amount: listCents(id) / 100,
  }));
  // The discount line is what the lines lose, so lines - discount = total to the cent.
  const discountCents =
    sum(order.product_ids.map(listCents)) - sum(order.product_ids.map(paidCents));
  const taxCents = order.tax_cents ?? 0;
  const totals: ReceiptTotal[] =
    taxCents > 0
      ? [
          { label: 'Subtotal (excl. tax)', amount: order.total_cents / 100 },
          { label: 'Tax', amount: taxCents / 100 },
          {
            label: 'Total paid',
            amount: (order.amount_paid_cents ?? order.total_cents + taxCents) / 100,
          },
        ]
      : [{ label: 'Total', amount: order.total_cents / 100 }];
  return {
    lines,
    ...(order.discount && discountCents > 0
      ? {
          discount: {
            code: order.discount.code,
            label: `Discount (${order.discount.code})`,
            amount: discountCents / 100,
          },
        }
      : {}),
    totals,
  };
}
