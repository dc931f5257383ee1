import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SecurityOverview } from '@contracts/admin';
import { formatLongDate } from '../../lib/format-date';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 text-sm text-slate-800">{children}</div>
    </section>
  );
}

const yesNo = (value: boolean) => (value ? 'Required' : 'Not required');

export function SecurityOverviewSections({ overview }: { overview: SecurityOverview }) {
  const { suspended, scheduled_deletions: deletions, sign_in_protection: protection } = overview;
  const policy = protection.password_policy;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title="Suspended accounts">
        {suspended.length === 0 ? (
          <p className="text-slate-600">No suspended accounts.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {suspended.map((user) => (
              <li key={user.id} className="break-all">
                <Link
                  className="text-indigo-700 underline"
                  to={`/admin/users/${encodeURIComponent(user.id)}`}
                >
                  {user.email}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Scheduled for deletion">
        {deletions.length === 0 ? (
          <p className="text-slate-600">No accounts are scheduled for deletion.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {deletions.map((entry) => (
              <li key={entry.user_id}>
                <span className="break-all">{entry.email}</span>
                <span className="block text-xs text-slate-500">
                  Removed on {formatLongDate(entry.purge_on) ?? entry.purge_on}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Sign-in protections">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">Threat protection</dt>
          <dd>{protection.threat_protection ? 'On' : 'Off'}</dd>
          <dt className="text-slate-600">Minimum length</dt>
          <dd>{policy.min_length}</dd>
          <dt className="text-slate-600">Lowercase</dt>
          <dd>{yesNo(policy.require_lowercase)}</dd>
          <dt className="text-slate-600">Uppercase</dt>
          <dd>{yesNo(policy.require_uppercase)}</dd>
          <dt className="text-slate-600">Digits</dt>
          <dd>{yesNo(policy.require_digits)}</dd>
          <dt className="text-slate-600">Symbols</dt>
          <dd>{yesNo(policy.require_symbols)}</dd>
        </dl>
      </Panel>
    </div>
  );
}
