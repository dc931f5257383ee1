import { AccountActions } from './AccountActions';
import { AccountSummary } from './AccountSummary';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';

/** 'Account Settings'; the admin, who buys nothing, sees only this. */
export function SettingsPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <ProfileSection />
        <PasswordSection />
        <PreferencesSection />
      </div>
      <div className="space-y-6">
        <AccountSummary />
        <AccountActions />
      </div>
    </div>
  );
}
