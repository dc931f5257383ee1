import { Spinner } from '../../components/Spinner';
import { AuditLogSection } from './AuditLogSection';
import { useSecurityOverview } from './security-api';
import { SecurityOverviewSections } from './SecurityOverviewSections';
import { WebhookFailuresSection } from './WebhookFailuresSection';

/** `/admin/security`: audit log, suspended and deleting accounts, sign-in protections. */
export function AdminSecurityPage() {
  const overview = useSecurityOverview();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Security</h1>
      {overview.isPending && <Spinner label="Loading security overview" />}
      {overview.isError && (
        <p role="alert" className="text-sm text-red-700">
          {overview.error.message}
        </p>
      )}
      {overview.data && <SecurityOverviewSections overview={overview.data} />}
      <WebhookFailuresSection />
      <AuditLogSection />
    </div>
  );
}
