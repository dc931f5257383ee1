import { Link } from 'react-router-dom';
import type { AdminUserSummary } from '@contracts/admin';
import { formatLongDate } from '../../lib/format-date';

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 text-sm text-slate-800';

export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem]">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              User
            </th>
            <th scope="col" className={TH}>
              Role
            </th>
            <th scope="col" className={TH}>
              State
            </th>
            <th scope="col" className={TH}>
              Registered
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className={`${TD} text-left font-normal`}>
                <Link
                  to={`/admin/users/${encodeURIComponent(user.id)}`}
                  className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                >
                  {user.full_name || user.email}
                </Link>
                <span className="block text-xs break-all text-slate-500">{user.email}</span>
              </th>
              <td className={TD}>
                {user.role}
                {user.is_seller && user.role !== 'seller' && ' (seller)'}
              </td>
              <td className={TD}>{user.state}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatLongDate(user.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
