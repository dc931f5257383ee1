import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { profileBody } from '@contracts/my-account';
import { buttonClass } from '../../../components/button';
import { TextField } from '../../../components/fields';
import { ButtonSpinner } from '../../../components/Spinner';
import { toastFirstError, useZodForm } from '../../../lib/zod-form';
import { useAuth } from '../../auth/auth-context';
import { ACCOUNT_TEXT, messageOr } from '../account-text';
import { saveProfile } from '../api';
import { Section } from './Section';

/**
 * Profile Information: the e-mail is read-only, the full name editable (PUT /api/my/profile,
 * checked with the route's own schema before it is sent).
 */
export function ProfileSection() {
  const { user, refreshMe } = useAuth();
  const saved = user?.fullName ?? '';
  const form = useZodForm(profileBody, { defaultValues: { fullName: saved } });
  const fullName = useWatch({ control: form.control, name: 'fullName' }) ?? '';
  const changed = fullName.trim() !== saved.trim();
  const save = useMutation({
    mutationFn: (name: string) => saveProfile(name),
    onSuccess: async (answer, name) => {
      form.reset({ fullName: answer.fullName ?? name });
      await refreshMe();
      toast.success(ACCOUNT_TEXT.profileUpdated);
    },
    onError: (error) => {
      console.error('Profile update failed', error);
      toast.error('Error', { description: messageOr(error, ACCOUNT_TEXT.profileFailed) });
    },
  });

  return (
    <Section title="Profile Information" testId="profile-section">
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(
            (values) => {
              if (!save.isPending) save.mutate(values.fullName);
            },
            toastFirstError(['fullName']),
          )(event)
        }
        className="space-y-4"
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          value={user?.email ?? ''}
          readOnly
          hint={ACCOUNT_TEXT.emailReadOnly}
        />
        <TextField
          label="Full Name"
          {...form.register('fullName')}
          autoComplete="name"
          maxLength={200}
        />
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={save.isPending || !changed || !fullName.trim()}
          aria-busy={save.isPending}
        >
          {save.isPending && <ButtonSpinner />}
          {save.isPending ? 'Saving...' : 'Update Profile'}
        </button>
      </form>
    </Section>
  );
}
