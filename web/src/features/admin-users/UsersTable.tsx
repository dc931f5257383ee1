import { Link } from 'react-router-dom';
import type { AdminUserSummary } from '@contracts/admin';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatLongDate } from '../../lib/format-date';

const COLUMNS: DataTableColumn<AdminUserSummary>[] = [
  {
    header: 'User',
    cell: (user) => (
      <>
        <Link
          to={`/admin/users/${encodeURIComponent(user.id)}`}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          {user.full_name || user.email}
        </Link>
        <span className="block text-xs break-all text-slate-500">{user.email}</span>
      </>
    ),
  },
  {
    header: 'Role',
    cell: (user) => (
      <>
        {user.role}
        {user.is_seller && user.role !== 'seller' && ' (seller)'}
      </>
    ),
  },
  { header: 'State', cell: (user) => user.state },
  {
    header: 'Registered',
    cellClassName: 'whitespace-nowrap',
    cell: (user) => formatLongDate(user.created_at),
  },
];

export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <DataTable
      caption="Users"
      columns={COLUMNS}
      rows={users}
      rowKey={(user) => user.id}
      empty="No users match."
      minWidthClassName="min-w-[36rem]"
    />
  );
}
