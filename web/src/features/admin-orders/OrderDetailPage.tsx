import { Link, useLocation, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { ArrowLeftIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { PageSpinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { OrderEventsSection, OrderRefundsSection } from './OrderHistory';
import { OrderLinesSection } from './OrderLinesSection';
import { ordersListPath } from './order-search';
import { OrderSummary } from './OrderSummary';
import { disputeText, orderHeading } from './order-text';
import { useAdminOrder } from './orders-api';

/**
 * `/admin/orders/{sessionId}`: one order's story. Its dispute first, then what was paid, each
 * product with its refund state (and the refund of some or all of them), the refunds made and
 * the Stripe events received for it.
 */
export function OrderDetailPage() {
  const { sessionId = '' } = useParams();
  const location = useLocation();
  const query = useAdminOrder(sessionId);
  const back = (
    <Link
      to={ordersListPath(location.state)}
      className={buttonClass('secondary', 'sm', 'self-start')}
    >
      <ArrowLeftIcon className="size-4" />
      Back to orders
    </Link>
  );
  const meta = <PageMeta title={query.data ? orderHeading(query.data) : 'Order'} noIndex />;
  if (query.isPending) {
    return (
      <>
        {meta}
        <PageSpinner />
      </>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        {meta}
        {back}
        {missing ? (
          <div className="py-16 text-center">
            <h1 className="text-2xl font-bold text-slate-900">Order Not Found</h1>
            <p className="mt-2 text-slate-600">The requested order could not be found.</p>
          </div>
        ) : (
          <LoadError
            message="The order could not be loaded."
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const order = query.data;
  return (
    <div className="flex flex-col gap-6">
      {meta}
      {back}
      {order.dispute && (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900"
        >
          {disputeText(order.dispute)}
        </p>
      )}
      <h1 className="text-2xl font-semibold break-all text-slate-900">{orderHeading(order)}</h1>
      <OrderSummary order={order} />
      <OrderLinesSection order={order} />
      <OrderRefundsSection order={order} />
      <OrderEventsSection events={order.events} />
    </div>
  );
}
