import { toast } from 'sonner';
import type { AutomationRereadFinding, AutomationRereadStatus } from '@contracts/admin';
import { buttonClass } from '../../components/button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useAutomationReread, useStartAutomationReread } from './automation-reread-api';
import { SettingsSection } from './SettingsSection';

const STATE_TEXT: Record<AutomationRereadStatus['state'], string> = {
  never: 'Never run.',
  requested: 'Asked for: it starts within 15 minutes.',
  running: 'Running.',
  finished: 'Finished.',
};

const KIND_TEXT: Record<AutomationRereadFinding['kind'], string> = {
  refused: 'Would be refused',
  cleaned: 'Would be cleaned',
  missing: 'Missing',
};

const when = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : '–');

function RereadFindings({ findings }: { findings: AutomationRereadFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2 text-sm" aria-label="Flagged files">
      {findings.map((finding) => (
        <li key={finding.file_id} className="rounded-lg bg-amber-50 p-2 text-amber-900">
          <span className="font-medium">{finding.file_name}</span>{' '}
          <span className="text-xs">
            ({KIND_TEXT[finding.kind]}; product {finding.product_id})
          </span>
          <p className="mt-0.5 break-words">{finding.message}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The re-read of stored automation files under the current rules (docs/back-office.md): the
 * last run's counts and flagged files, and a button that asks the job for a run.
 */
export function AutomationRereadSection() {
  const { data: status, isPending, isError, refetch } = useAutomationReread();
  const start = useStartAutomationReread();
  const busy = status?.state === 'requested' || status?.state === 'running';
  return (
    <SettingsSection
      title="Automation files"
      description="Re-reads every stored workflow, blueprint and Zap export with the current rules: refreshes what the shop shows of it and flags files the rules would now refuse or clean. Nothing a buyer owns is changed."
    >
      {isPending && <Spinner label="Loading the last re-read" />}
      {isError && (
        <LoadError message="The last re-read could not be loaded." onRetry={() => void refetch()} />
      )}
      {status && (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <dt className="text-slate-500">Last run</dt>
            <dd className="text-slate-900">{STATE_TEXT[status.state]}</dd>
            <dt className="text-slate-500">Finished</dt>
            <dd className="text-slate-900">{when(status.finished_at)}</dd>
            <dt className="text-slate-500">Files read</dt>
            <dd className="text-slate-900">{status.read}</dd>
            <dt className="text-slate-500">Changed</dt>
            <dd className="text-slate-900">{status.changed}</dd>
            <dt className="text-slate-500">Flagged</dt>
            <dd className="text-slate-900">{status.flagged}</dd>
            <dt className="text-slate-500">Rules version</dt>
            <dd className="text-slate-900">{status.rules_version}</dd>
          </dl>
          <RereadFindings findings={status.findings} />
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} mt-4`}
            disabled={busy || start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: () => toast.success('Re-read asked for'),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Re-read all files
          </button>
        </>
      )}
    </SettingsSection>
  );
}
