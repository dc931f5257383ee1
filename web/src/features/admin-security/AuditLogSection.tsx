import { useState } from 'react';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/Spinner';
import { AuditFilters } from './AuditFilters';
import { useAuditLog, type AuditFilter } from './security-api';

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 text-sm text-slate-800 align-top';

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
      {audit.data && entries.length === 0 && (
        <p className="text-sm text-slate-600">No entries match.</p>
      )}
      {entries.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[40rem]">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TH}>
                  When
                </th>
                <th scope="col" className={TH}>
                  Who
                </th>
                <th scope="col" className={TH}>
                  Action
                </th>
                <th scope="col" className={TH}>
                  Target
                </th>
                <th scope="col" className={TH}>
                  IP
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${TD} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-US')}</time>
                  </td>
                  <td className={`${TD} break-all`}>{entry.actor_email}</td>
                  <td className={TD}>
                    <code>{entry.action}</code>
                    {entry.detail && <p className="text-xs text-slate-500">{entry.detail}</p>}
                  </td>
                  <td className={`${TD} break-all`}>
                    {entry.target_type} {entry.target_id}
                  </td>
                  <td className={TD}>{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
