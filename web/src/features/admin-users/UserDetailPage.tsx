import { Link, useParams } from 'react-router-dom';
import type { AdminUserDetail, AdminUserOrder, AdminUserPurchase } from '@contracts/admin';
import { formatUsd } from '@rules/money';
import { Badge } from '../../components/Badge';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PageMeta } from '../../components/PageMeta';
import { buttonClass } from '../../components/button';
import { ArrowLeftIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { formatLongDate } from '../../lib/format-date';
import { useAuth } from '../auth/auth-context';
import { SellerCommissionPanel } from '../payouts/SellerCommissionPanel';
import { SellerProductsPanel } from './SellerProductsPanel';
import { UserActions } from './UserActions';
import { useAdminUser } from './user-detail-api';

const BOX = 'rounded-xl border border-slate-200 bg-white p-4';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /admin/users/{id}: profile, role, state, registration date, purchases, orders and actions. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const query = useAdminUser(id);
  const { user: viewer } = useAuth();
  const back = (
    <>
      <PageMeta title={query.data ? `User - ${query.data.user.email}` : 'User'} noIndex />
      <Link to="/admin/users" className={buttonClass('secondary', 'sm', 'self-start')}>
        <ArrowLeftIcon className="size-4" />
        Back to users
      </Link>
    </>
  );
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        {back}
        {missing ? (
          <p className="py-12 text-center text-lg text-slate-700">User not found</p>
        ) : (
          <LoadError message="The user could not be loaded." onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const detail = query.data;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <Profile detail={detail} />
      <UserActions detail={detail} isSelf={viewer?.userId === detail.user.id} />
      <SellerCommissionPanel detail={detail} />
      <SellerProductsPanel detail={detail} />
      <Purchases detail={detail} />
      <Orders detail={detail} />
    </div>
  );
}

function Profile({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  return (
    <section aria-labelledby="profile-heading" className={BOX}>
      <h2 id="profile-heading" className="text-2xl font-bold break-words text-slate-900">
        {user.full_name || user.email}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all text-slate-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Registered</dt>
          <dd className="text-slate-900">{formatLongDate(user.created_at) ?? 'Unknown'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Role</dt>
          <dd data-testid="user-role">
            <Badge tone="indigo">{capitalise(user.role)}</Badge>
            {detail.seller && (
              <span className="ml-2 text-slate-600">
                {detail.seller.active ? 'active seller' : 'seller record deactivated'}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">State</dt>
          <dd data-testid="user-state">
            <Badge tone={user.state === 'active' ? 'neutral' : 'amber'}>
              {capitalise(user.state)}
            </Badge>
            {detail.deletion_requested_at && (
              <span className="ml-2 text-slate-600">
                deletion requested {formatLongDate(detail.deletion_requested_at)}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

const PURCHASE_COLUMNS: DataTableColumn<AdminUserPurchase>[] = [
  { header: 'Product', cell: (purchase) => purchase.product_name },
  {
    header: 'Date',
    cellClassName: 'whitespace-nowrap',
    cell: (purchase) => formatLongDate(purchase.purchase_date),
  },
  { header: 'Amount', cell: (purchase) => formatUsd(purchase.amount_paid) },
  { header: 'Source', cell: (purchase) => (purchase.is_test ? 'test' : purchase.source) },
];

function Purchases({ detail }: { detail: AdminUserDetail }) {
  return (
    <section aria-labelledby="purchases-heading" className="flex flex-col gap-2">
      <h2 id="purchases-heading" className="font-semibold text-slate-900">
        {`Purchases (${detail.purchases.length})`}
      </h2>
      <DataTable
        caption="Purchases"
        columns={PURCHASE_COLUMNS}
        rows={detail.purchases}
        rowKey={(purchase) => purchase.product_id}
        empty="No purchases yet"
        testId="user-purchases"
      />
    </section>
  );
}

const ORDER_COLUMNS: DataTableColumn<AdminUserOrder>[] = [
  {
    header: 'Date',
    cellClassName: 'whitespace-nowrap',
    cell: (order) => formatLongDate(order.created_at),
  },
  { header: 'Products', cell: (order) => order.product_names.join(', ') },
  { header: 'Total', cell: (order) => formatUsd(order.amount_total) },
  { header: 'Status', cell: (order) => capitalise(order.status) },
];

function Orders({ detail }: { detail: AdminUserDetail }) {
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-2">
      <h2 id="orders-heading" className="font-semibold text-slate-900">
        {`Orders (${detail.orders.length})`}
      </h2>
      <DataTable
        caption="Orders bought with this e-mail address"
        columns={ORDER_COLUMNS}
        rows={detail.orders}
        rowKey={(order) => order.session_id}
        empty="No orders with this e-mail address."
      />
    </section>
  );
}
