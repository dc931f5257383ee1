import { useState } from 'react';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/Spinner';
import { InvitationsPanel } from './InvitationsPanel';
import { InviteUserDialog } from './InviteUserDialog';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';
import { useAdminUsers, type UserFilter } from './users-api';

/** `/admin/users` and `/admin/users/list`: search, filters and cursor paging. */
export function AdminUsersPage() {
  const [filter, setFilter] = useState<UserFilter>({});
  const users = useAdminUsers(filter);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Users</h1>
        <InviteUserDialog />
      </div>
      <UserFilters onChange={setFilter} />
      {users.isPending && <Spinner label="Loading users" />}
      {users.isError && (
        <p role="alert" className="text-sm text-red-700">
          {users.error.message}
        </p>
      )}
      {users.data && <UsersTable users={rows} />}
      {users.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'self-start')}
          disabled={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
      <InvitationsPanel />
    </div>
  );
}
