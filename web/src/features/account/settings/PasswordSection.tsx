import { updatePassword } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/button';
import { ButtonSpinner } from '../../../components/Spinner';
import { PasswordField } from '../../../components/fields';
import { ACCOUNT_TEXT, messageOr } from '../account-text';
import { Section } from './Section';
import { PasswordRules } from '../../../components/PasswordRules';
import { useNewPassword } from '../../../components/use-new-password';

/**
 * Change Password: Amplify's updatePassword needs the current password; the new one follows the
 * live checklist (6+ characters, lower- and upper-case letter, digit, confirmation matches).
 */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const { password, setPassword, confirmation, setConfirmation, checklist, valid, typing } =
    newPassword;
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!newPassword.acceptOrWarn()) return;
    setSaving(true);
    try {
      await updatePassword({ oldPassword: current, newPassword: password });
      setCurrent('');
      newPassword.clear();
      toast.success(ACCOUNT_TEXT.passwordUpdated.title, {
        description: ACCOUNT_TEXT.passwordUpdated.description,
      });
    } catch (error) {
      console.warn('Password update failed', error);
      toast.error('Error', { description: messageOr(error, ACCOUNT_TEXT.passwordFailed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title="Change Password" testId="password-section">
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
        <PasswordField
          label="Current Password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
          required
        />
        <PasswordField
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          required
        />
        <PasswordField
          label="Confirm New Password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
          required
        />
        {typing && <PasswordRules checklist={checklist} />}
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={!valid || !current || saving}
          aria-busy={saving}
        >
          {saving && <ButtonSpinner />}
          {saving ? 'Updating Password...' : 'Update Password'}
        </button>
      </form>
    </Section>
  );
}
