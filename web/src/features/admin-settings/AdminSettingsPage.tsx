import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { ShopCommissionSettings } from '../payouts/ShopCommissionSettings';
import { ArchitectureDocEditor } from './ArchitectureDocEditor';
import { AutomationRereadSection } from './AutomationRereadSection';
import { DebugPanelSettings } from './DebugPanelSettings';
import { PaymentModeSection } from './PaymentModeSection';
import { useAdminSettings } from './settings-api';
import { SettingsSection } from './SettingsSection';

/** `/admin/settings` (account spec: admin settings page). */
export function AdminSettingsPage() {
  const { data: settings, isPending, isError, refetch } = useAdminSettings();
  return (
    // Inside the back office's layout (its heading and tabs), like every other admin page.
    <div className="mt-6 flex w-full max-w-5xl flex-col gap-6">
      <h2 className="text-2xl font-semibold text-slate-900">Admin settings</h2>
      <PaymentModeSection stripeMode={settings?.stripe_mode} />
      {isPending && <Spinner label="Loading settings" />}
      {isError && (
        <LoadError message="The settings could not be loaded." onRetry={() => void refetch()} />
      )}
      {settings && (
        <>
          <SettingsSection
            title="Commission"
            description="The shop's part of each seller's sale, kept before the seller's transfer."
          >
            <ShopCommissionSettings settings={settings} />
          </SettingsSection>
          <DebugPanelSettings settings={settings} />
          <ArchitectureDocEditor settings={settings} />
        </>
      )}
      <AutomationRereadSection />
      <SettingsSection title="Additional Settings">
        <p className="text-sm text-slate-600">coming soon</p>
      </SettingsSection>
    </div>
  );
}
