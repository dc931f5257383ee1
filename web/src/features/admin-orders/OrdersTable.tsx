import { formatCents } from '@rules/money';
import { Link } from 'react-router-dom';
import type { AdminOrderSummary } from '@contracts/orders';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmailText } from '../../components/EmailText';
import { formatDateTime } from '../../lib/format-date';
import { OrderStateBadges } from './OrderStateBadges';
import type { FromOrdersList } from './order-search';
import { orderLabel, orderPath } from './order-text';

function columns(linkState: FromOrdersList): DataTableColumn<AdminOrderSummary>[] {
  return [
    {
      header: 'Date',
      cellClassName: 'whitespace-nowrap',
      cell: (order) => <time dateTime={order.paid_at}>{formatDateTime(order.paid_at)}</time>,
    },
    {
      header: 'Order',
      cellClassName: 'font-mono text-xs',
      cell: (order) => (
        <Link
          to={orderPath(order.session_id)}
          state={linkState}
          className="break-all text-indigo-700 underline-offset-2 hover:underline"
        >
          {orderLabel(order)}
        </Link>
      ),
    },
    {
      header: 'Buyer',
      cell: (order) => (
        <>
          <EmailText email={order.buyer_email} />
          {order.buyer_type === 'guest' && (
            <span className="block text-xs text-slate-500">guest</span>
          )}
        </>
      ),
    },
    { header: 'Products', cell: (order) => order.product_names.join(', ') },
    {
      header: 'Total',
      align: 'right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (order) => (
        <>
          {formatCents(order.total_cents)}
          {order.refunded_cents > 0 && (
            <span className="block text-xs text-slate-500">
              {`${formatCents(order.refunded_cents)} refunded`}
            </span>
          )}
        </>
      ),
    },
    { header: 'State', cell: (order) => <OrderStateBadges order={order} /> },
  ];
}

/**
 * The orders found, newest first; each order's id opens its page, whose Back returns to this
 * search (`search` is the address's query string).
 */
export function OrdersTable({
  orders,
  search,
}: {
  orders: readonly AdminOrderSummary[];
  search: string;
}) {
  return (
    <DataTable
      caption="Orders"
      columns={columns({ ordersSearch: search })}
      rows={orders}
      rowKey={(order) => order.session_id}
      empty="No orders found"
      minWidthClassName="min-w-[52rem]"
      narrow="cards"
      testId="admin-orders"
    />
  );
}
