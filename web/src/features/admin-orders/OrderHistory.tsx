import { formatCents } from '@rules/money';
import type { AdminOrderDetail, AdminOrderEvent, AdminOrderRefund } from '@contracts/orders';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatDateTime } from '../../lib/format-date';
import { productNamesOf, refundSourceText } from './order-text';

function refundColumns(order: AdminOrderDetail): DataTableColumn<AdminOrderRefund>[] {
  return [
    {
      header: 'Date',
      cellClassName: 'whitespace-nowrap',
      cell: (refund) => <time dateTime={refund.at}>{formatDateTime(refund.at)}</time>,
    },
    {
      header: 'Amount',
      align: 'right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (refund) => formatCents(refund.amount_cents),
    },
    {
      header: 'Products',
      cell: (refund) => productNamesOf(order.lines, refund.product_ids).join(', '),
    },
    { header: 'Reason', cellClassName: 'break-words', cell: (refund) => refund.reason },
    { header: 'Source', cell: refundSourceText },
  ];
}

/** The refunds of the order, made here, in Stripe's Dashboard or for a duplicate payment. */
export function OrderRefundsSection({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="order-refunds-heading" className="flex flex-col gap-3">
      <h2 id="order-refunds-heading" className="text-lg font-semibold text-slate-900">
        Refunds
      </h2>
      <DataTable
        caption="Refunds"
        columns={refundColumns(order)}
        rows={order.refunds}
        rowKey={(refund) => refund.refund_id}
        empty="No refunds."
        minWidthClassName="min-w-[44rem]"
        testId="order-refunds"
      />
    </section>
  );
}

const EVENT_COLUMNS: DataTableColumn<AdminOrderEvent>[] = [
  {
    header: 'Time',
    cellClassName: 'whitespace-nowrap',
    cell: (event) => <time dateTime={event.at}>{formatDateTime(event.at)}</time>,
  },
  { header: 'Type', cellClassName: 'font-mono text-xs', cell: (event) => event.type },
  { header: 'Id', cellClassName: 'font-mono text-xs break-all', cell: (event) => event.event_id },
];

/** The Stripe webhook events the shop received about this order, as they arrived. */
export function OrderEventsSection({ events }: { events: readonly AdminOrderEvent[] }) {
  return (
    <section aria-labelledby="order-events-heading" className="flex flex-col gap-3">
      <h2 id="order-events-heading" className="text-lg font-semibold text-slate-900">
        Webhook events
      </h2>
      <DataTable
        caption="Webhook events"
        columns={EVENT_COLUMNS}
        rows={events}
        rowKey={(event) => event.event_id}
        empty="No webhook events recorded for this order."
        minWidthClassName="min-w-[36rem]"
        testId="order-events"
      />
    </section>
  );
}
