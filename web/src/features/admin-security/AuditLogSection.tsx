import { useState } from 'react';
import type { AuditEntry } from '@contracts/admin';
import { buttonClass } from '../../components/button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Spinner } from '../../components/Spinner';
import { AuditFilters } from './AuditFilters';
import { useAuditLog, type AuditFilter } from './security-api';

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    header: 'When',
    cellClassName: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-US')}</time>,
  },
  { header: 'Who', cellClassName: 'break-all', cell: (entry) => entry.actor_email },
  {
    header: 'Action',
    cell: (entry) => (
      <>
        <code>{entry.action}</code>
        {entry.detail && <p className="text-xs text-slate-500">{entry.detail}</p>}
      </>
    ),
  },
  {
    header: 'Target',
    cellClassName: 'break-all',
    cell: (entry) => `${entry.target_type} ${entry.target_id}`,
  },
  { header: 'IP', cell: (entry) => entry.ip },
];

export function AuditLogSection() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const audit = useAuditLog(filter);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
        Audit log
      </h2>
      <AuditFilters filter={filter} onChange={setFilter} />
      {audit.isPending && <Spinner label="Loading the audit log" />}
      {audit.isError && (
        <p role="alert" className="text-sm text-red-700">
          {audit.error.message}
        </p>
      )}
      {audit.data && (
        <DataTable
          caption="Audit log"
          columns={COLUMNS}
          rows={entries}
          rowKey={(entry) => entry.id}
          empty="No entries match."
          minWidthClassName="min-w-[40rem]"
        />
      )}
      {audit.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'self-start')}
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}
