import { formatCents } from '@rules/money';
import { InvoiceLink } from '../../components/InvoiceLink';
import type { ReactNode } from 'react';
import type { AdminOrderDetail } from '@contracts/orders';
import { formatDateTime } from '../../lib/format-date';
import { OrderStateBadges } from './OrderStateBadges';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** When and by whom it was paid, its state, its Stripe references and its amounts. */
export function OrderSummary({ order }: { order: AdminOrderDetail }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="order-summary-heading" className="font-semibold text-slate-900">
        Summary
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Item term="Paid at">
          <time dateTime={order.paid_at}>{formatDateTime(order.paid_at)}</time>
        </Item>
        <Item term="Buyer">
          <span className="break-all">{order.buyer_email}</span>{' '}
          <span className="text-slate-600">
            ({order.buyer_type === 'guest' ? 'guest' : 'account'})
          </span>
        </Item>
        <Item term="State">
          <OrderStateBadges order={order} />
        </Item>
        <Item term="Payment intent">
          <span className="font-mono text-xs break-all">{order.payment_intent ?? 'None'}</span>
        </Item>
        {order.invoice && (
          <Item term="Invoice">
            <InvoiceLink invoice={order.invoice} wording="number" />
          </Item>
        )}
        {order.discount && (
          <Item term="Discount">
            <span className="font-mono">{order.discount.code}</span>{' '}
            {`-${formatCents(order.discount.cents)}`}
          </Item>
        )}
        <Item term="Total before tax">{formatCents(order.total_cents)}</Item>
        <Item term="Tax">{formatCents(order.tax_cents)}</Item>
        <Item term="Amount paid">
          <span data-testid="order-amount-paid">{formatCents(order.amount_paid_cents)}</span>
        </Item>
        {order.refunded_cents > 0 && (
          <Item term="Refunded (before tax)">
            <span data-testid="order-refunded">{formatCents(order.refunded_cents)}</span>
          </Item>
        )}
      </dl>
    </section>
  );
}
