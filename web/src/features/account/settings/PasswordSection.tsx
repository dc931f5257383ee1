import { useMutation } from '@tanstack/react-query';
import { updatePassword } from 'aws-amplify/auth';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { buttonClass } from '../../../components/button';
import { PasswordField } from '../../../components/fields';
import { PasswordRules } from '../../../components/PasswordRules';
import { ButtonSpinner } from '../../../components/Spinner';
import {
  NEW_PASSWORD_TEXTS,
  newPasswordFields,
  passwordState,
  withStrongPassword,
} from '../../../components/use-new-password';
import { toastFirstError, useZodForm } from '../../../lib/zod-form';
import { ACCOUNT_TEXT, messageOr } from '../account-text';
import { Section } from './Section';

/** Amplify's updatePassword needs the current password; the new one follows the checklist. */
const changePasswordForm = withStrongPassword(
  z.object({ currentPassword: z.string(), ...newPasswordFields }),
);
const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * Change Password: the live checklist (6+ characters, lower- and upper-case letter, digit,
 * confirmation matches) under the fields; the form empties after a successful change.
 */
export function PasswordSection() {
  const form = useZodForm(changePasswordForm, { defaultValues: EMPTY });
  const [current, password, confirmation] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword', 'confirmation'],
  });
  const { checklist, valid, typing } = passwordState(password, confirmation);
  const change = useMutation({
    mutationFn: (values: z.output<typeof changePasswordForm>) =>
      updatePassword({ oldPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      form.reset(EMPTY);
      toast.success(ACCOUNT_TEXT.passwordUpdated.title, {
        description: ACCOUNT_TEXT.passwordUpdated.description,
      });
    },
    onError: (error) => {
      console.warn('Password update failed', error);
      toast.error('Error', { description: messageOr(error, ACCOUNT_TEXT.passwordFailed) });
    },
  });

  return (
    <Section title="Change Password" testId="password-section">
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(
            (values) => {
              if (!change.isPending) change.mutate(values);
            },
            toastFirstError(['newPassword'], NEW_PASSWORD_TEXTS),
          )(event)
        }
        className="space-y-4"
      >
        <PasswordField
          label="Current Password"
          {...form.register('currentPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordField
          label="New Password"
          {...form.register('newPassword')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          label="Confirm New Password"
          {...form.register('confirmation')}
          autoComplete="new-password"
          required
        />
        {typing && <PasswordRules checklist={checklist} />}
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={!valid || !current || change.isPending}
          aria-busy={change.isPending}
        >
          {change.isPending && <ButtonSpinner />}
          {change.isPending ? 'Updating Password...' : 'Update Password'}
        </button>
      </form>
    </Section>
  );
}
