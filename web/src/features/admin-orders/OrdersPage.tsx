import { useLocation, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { OrderSearchForm } from './OrderSearchForm';
import { paramsOfSearch, searchFromParams } from './order-search';
import { OrdersTable } from './OrdersTable';
import { useAdminOrders } from './orders-api';

/** A refused search (a bad date, say) says why; anything else is a failed load. */
function loadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return 'The orders could not be loaded.';
}

/** `/admin/orders`: paid orders, newest first, searched and paged; each opens its page. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const search = searchFromParams(params);
  const orders = useAdminOrders(search);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title="Orders" noIndex />
      <h1 className="text-2xl font-semibold text-slate-900">Orders</h1>
      <OrderSearchForm
        search={search}
        onSearch={(next, typed) => {
          const nextParams = paramsOfSearch(next);
          // The same search again asks again rather than adding the same page to the history.
          if (nextParams.toString() === paramsOfSearch(search).toString()) void orders.refetch();
          else setParams(nextParams, { replace: Boolean(typed) });
        }}
      />
      {orders.isPending && <Spinner label="Loading orders" />}
      {orders.isError && (
        <LoadError message={loadErrorText(orders.error)} onRetry={() => void orders.refetch()} />
      )}
      {orders.data && <OrdersTable orders={rows} search={location.search} />}
      {orders.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'self-start')}
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
