import type {
  AdminOrderDetail,
  AdminOrderLine,
  AdminOrderRefund,
  AdminOrderSummary,
} from '../../contracts/orders';
import type { Order } from '../../repositories/order-repository';
import type { OrderEvent } from '../../repositories/order-event-repository';
import { refundAmountCents } from '../refunds/duplicate-payment-refund';
import { refundState } from '../../rules/refunds';
import { invoiceLinkView, taxOfLines } from '../../rules/tax';

/** Every product the order was for: granted, refunded since, or refunded at payment. */
function allLines(order: Order): string[] {
  return Object.keys(order.product_names);
}

export function orderSummary(order: Order): AdminOrderSummary {
  const lines = allLines(order);
  const refundedCount = lines.length - order.product_ids.length;
  return {
    session_id: order.session_id,
    order_ref: order.order_ref ?? null,
    paid_at: order.paid_at ?? order.created_at,
    buyer_email: order.buyer_email,
    buyer_type: order.buyer_type,
    mode: order.mode,
    state:
      order.status === 'refunded'
        ? 'refunded'
        : refundState(order.product_ids.length, refundedCount),
    product_names: lines.map((id) => order.product_names[id] ?? id),
    total_cents: lines.reduce((sum, id) => sum + (order.line_cents[id] ?? 0), 0),
    refunded_cents: (order.refunded_cents ?? 0) + (order.refund_cents ?? 0),
    disputed: Boolean(order.dispute),
  };
}

function lineView(order: Order, productId: string): AdminOrderLine {
  const paid = order.line_cents[productId] ?? 0;
  const discount = order.discount_cents?.[productId] ?? 0;
  return {
    product_id: productId,
    product_name: order.product_names[productId] ?? productId,
    list_cents: paid + discount,
    discount_cents: discount,
    paid_cents: paid,
    tax_cents: taxOfLines(order, [productId]),
    seller_id: order.seller_ids?.[productId] ?? null,
    refund_id: order.line_refunds?.[productId] ?? null,
    duplicate: order.refunded_product_ids?.includes(productId) ?? false,
    ...bundleOfLine(order, productId),
  };
}

/** The order's bundle that sold this product, if a bundle did. */
function bundleOfLine(order: Order, productId: string): Pick<AdminOrderLine, 'bundle'> {
  const found = Object.entries(order.bundles ?? {}).find(([, bundle]) =>
    bundle.product_ids.includes(productId),
  );
  return found ? { bundle: { id: found[0], name: found[1].name } } : {};
}

function refundsView(order: Order): AdminOrderRefund[] {
  const duplicate: AdminOrderRefund[] =
    order.refund_id && order.refunded_product_ids
      ? [
          {
            refund_id: order.refund_id,
            at: order.refunded_at ?? order.paid_at ?? order.created_at,
            amount_cents: refundAmountCents(order),
            tax_cents: taxOfLines(order, order.refunded_product_ids),
            product_ids: order.refunded_product_ids,
            reason: 'The buyer already owned these products',
            source: 'duplicate_payment',
            by_email: null,
          },
        ]
      : [];
  return [
    ...duplicate,
    ...(order.refunds ?? []).map((refund) => ({
      refund_id: refund.refund_id,
      at: refund.at,
      amount_cents: refund.amount_cents,
      tax_cents: refund.tax_cents,
      product_ids: refund.product_ids,
      reason: refund.reason,
      source: refund.source,
      by_email: refund.by_email ?? null,
    })),
  ];
}

export function orderDetail(order: Order, events: readonly OrderEvent[]): AdminOrderDetail {
  const invoice = invoiceLinkView(order.invoice);
  return {
    ...orderSummary(order),
    payment_intent: order.payment_intent ?? null,
    lines: allLines(order).map((id) => lineView(order, id)),
    discount: order.discount ? { code: order.discount.code, cents: order.discount.cents } : null,
    tax_cents: order.tax_cents ?? 0,
    amount_paid_cents: order.amount_paid_cents ?? order.charged_cents ?? order.total_cents,
    invoice: invoice ?? null,
    refunds: refundsView(order),
    dispute: order.dispute ?? null,
    events: [...events],
  };
}
