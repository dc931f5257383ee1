import { toast } from 'sonner';
import type { AdminSettings } from '@contracts/admin';
import { buttonClass } from '../../components/button';
import { useSetDebugPanel } from './settings-api';
import { SettingsSection } from './SettingsSection';

export function DebugPanelSettings({ settings }: { settings: AdminSettings }) {
  const setDebugPanel = useSetDebugPanel();
  const enabled = settings.debug_panel_enabled;
  const change = (value: boolean | null, done: string) =>
    setDebugPanel.mutate(value, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(error.message),
    });

  return (
    <SettingsSection
      title="Debug panel"
      description="A browser debug log shown to admins (full access) and test users (read-only)."
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-label="Debug panel enabled"
          disabled={setDebugPanel.isPending}
          onClick={() => change(!enabled, enabled ? 'Debug panel disabled' : 'Debug panel enabled')}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 ${enabled ? 'bg-indigo-600' : 'bg-slate-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
        <span className="text-sm font-medium text-slate-900">
          {enabled ? 'Enabled' : 'Disabled'}
        </span>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={setDebugPanel.isPending}
          onClick={() => change(null, 'Debug panel reset to default')}
        >
          Reset to default
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        Environment default: {settings.debug_panel_default ? 'enabled' : 'disabled'}.
      </p>
    </SettingsSection>
  );
}
