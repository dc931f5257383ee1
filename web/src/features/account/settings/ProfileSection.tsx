import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/button';
import { ButtonSpinner } from '../../../components/Spinner';
import { useAuth } from '../../auth/auth-context';
import { TextField } from '../../../components/fields';
import { ACCOUNT_TEXT, messageOr } from '../account-text';
import { saveProfile } from '../api';
import { Section } from './Section';

/** Profile Information: the e-mail is read-only, the full name editable (PUT /api/my/profile). */
export function ProfileSection() {
  const { user, refreshMe } = useAuth();
  const saved = user?.fullName ?? '';
  const [fullName, setFullName] = useState(saved);
  const [saving, setSaving] = useState(false);
  const changed = fullName.trim() !== saved.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const answer = await saveProfile(fullName.trim());
      setFullName(answer.fullName ?? fullName.trim());
      await refreshMe();
      toast.success(ACCOUNT_TEXT.profileUpdated);
    } catch (error) {
      console.error('Profile update failed', error);
      toast.error('Error', { description: messageOr(error, ACCOUNT_TEXT.profileFailed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title="Profile Information" testId="profile-section">
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          value={user?.email ?? ''}
          onValueChange={() => undefined}
          readOnly
          hint={ACCOUNT_TEXT.emailReadOnly}
        />
        <TextField
          label="Full Name"
          name="full-name"
          autoComplete="name"
          value={fullName}
          onValueChange={setFullName}
          maxLength={200}
        />
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={saving || !changed || !fullName.trim()}
          aria-busy={saving}
        >
          {saving && <ButtonSpinner />}
          {saving ? 'Saving...' : 'Update Profile'}
        </button>
      </form>
    </Section>
  );
}
