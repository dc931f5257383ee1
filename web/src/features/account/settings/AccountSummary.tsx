import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from '../../auth/auth-context';
import { fetchMe, meQueryKey } from '../../auth/api';
import {
  capitalizeLabel,
  formatRegistrationDate,
  roleTone,
  statusTone,
  type SummaryTone,
} from '../account-format';
import { Section } from './Section';

const TONES: Record<SummaryTone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-300',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  violet: 'bg-violet-50 text-violet-700 ring-violet-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Account Summary: registration date, role and status (GET /api/me, shared with the header). */
export function AccountSummary() {
  const { user, role, profileState } = useAuth();
  // The same query (and cache entry) as the auth provider's: no second request.
  const me = useQuery({
    queryKey: meQueryKey(user?.id),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: !!user,
  });
  const createdAt = me.data?.userId === user?.id ? me.data?.createdAt : undefined;

  return (
    <Section title="Account Summary" testId="account-summary">
      <dl className="space-y-3 text-sm">
        <Row label="Member since">
          <span data-testid="registration-date">{formatRegistrationDate(createdAt)}</span>
        </Row>
        <Row label="Role">
          <SummaryBadge tone={roleTone(role)} testId="role-badge">
            {capitalizeLabel(role)}
          </SummaryBadge>
        </Row>
        <Row label="Status">
          <SummaryBadge tone={statusTone(profileState)} testId="status-badge">
            {capitalizeLabel(profileState)}
          </SummaryBadge>
        </Row>
      </dl>
    </Section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function SummaryBadge({
  tone,
  testId,
  children,
}: {
  tone: SummaryTone;
  testId: string;
  children: ReactNode;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
