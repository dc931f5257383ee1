import { Link, useParams } from 'react-router-dom';
import type { AdminUserDetail } from '@contracts/admin';
import { formatUsd } from '@rules/money';
import { Badge } from '../../components/Badge';
import { PageMeta } from '../../components/PageMeta';
import { buttonClass } from '../../components/button';
import { ArrowLeftIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { formatLongDate } from '../../lib/format-date';
import { useAuth } from '../auth/auth-context';
import { SellerProductsPanel } from './SellerProductsPanel';
import { UserActions } from './UserActions';
import { useAdminUser } from './user-detail-api';

const BOX = 'rounded-xl border border-slate-200 bg-white p-4';
const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 text-sm text-slate-800';
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

function Purchases({ detail }: { detail: AdminUserDetail }) {
  return (
    <section aria-labelledby="purchases-heading" className="flex flex-col gap-2">
      <h2 id="purchases-heading" className="font-semibold text-slate-900">
        {`Purchases (${detail.purchases.length})`}
      </h2>
      {detail.purchases.length === 0 ? (
        <p className="text-sm text-slate-600">No purchases yet</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[32rem]" data-testid="user-purchases">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TH}>
                  Product
                </th>
                <th scope="col" className={TH}>
                  Date
                </th>
                <th scope="col" className={TH}>
                  Amount
                </th>
                <th scope="col" className={TH}>
                  Source
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {detail.purchases.map((purchase) => (
                <tr key={purchase.product_id}>
                  <th scope="row" className={`${TD} text-left font-normal`}>
                    {purchase.product_name}
                  </th>
                  <td className={`${TD} whitespace-nowrap`}>
                    {formatLongDate(purchase.purchase_date)}
                  </td>
                  <td className={TD}>{formatUsd(purchase.amount_paid)}</td>
                  <td className={TD}>{purchase.is_test ? 'test' : purchase.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Orders({ detail }: { detail: AdminUserDetail }) {
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-2">
      <h2 id="orders-heading" className="font-semibold text-slate-900">
        {`Orders (${detail.orders.length})`}
      </h2>
      {detail.orders.length === 0 ? (
        <p className="text-sm text-slate-600">No orders with this e-mail address.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[32rem]">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TH}>
                  Date
                </th>
                <th scope="col" className={TH}>
                  Products
                </th>
                <th scope="col" className={TH}>
                  Total
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {detail.orders.map((order) => (
                <tr key={order.session_id}>
                  <th scope="row" className={`${TD} text-left font-normal whitespace-nowrap`}>
                    {formatLongDate(order.created_at)}
                  </th>
                  <td className={TD}>{order.product_names.join(', ')}</td>
                  <td className={TD}>{formatUsd(order.amount_total)}</td>
                  <td className={TD}>{capitalise(order.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
