import { useMutation } from '@tanstack/react-query';
import { confirmResetPassword } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { PageSpinner, Spinner } from '../../components/Spinner';
import { PageMeta } from '../../components/PageMeta';
import { useAuth } from './auth-context';
import { checkResetAccess, readResetCredentials, type ResetCredentials } from './auth-links';
import { AUTH_TEXT, resetPasswordErrorToast } from './auth-messages';
import { AuthCard, PasswordField } from '../../components/fields';
import { PasswordRules } from '../../components/PasswordRules';
import {
  NEW_PASSWORD_TEXTS,
  newPasswordFields,
  passwordState,
  withStrongPassword,
} from '../../components/use-new-password';
import { toastFirstError, useZodForm } from '../../lib/zod-form';

const resetPasswordForm = withStrongPassword(z.object(newPasswordFields));

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/**
 * /auth/reset-password: reached from a recovery link through /auth/callback (e-mail and code in
 * router state, or in the query). Access is checked first (100 ms, then one retry after 1 s);
 * without an e-mail and a code the visitor is sent home with 'Invalid Reset Link'.
 */
export function ResetPasswordPage() {
  return (
    <>
      <PageMeta title="Reset Password" noIndex />
      <ResetPasswordPageContent />
    </>
  );
}

function ResetPasswordPageContent() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<ResetCredentials | null>(null);

  const read = useRef(() => readResetCredentials(location.state, params));
  read.current = () => readResetCredentials(location.state, params);

  useEffect(() => {
    const controller = new AbortController();
    void checkResetAccess(() => read.current(), {
      sleep: (ms) => sleep(ms, controller.signal),
    }).then((allowed) => {
      if (controller.signal.aborted) return;
      if (allowed) {
        setCredentials(allowed);
        return;
      }
      toast.error(AUTH_TEXT.invalidResetLink, {
        description: 'Please request a new password reset link.',
      });
      void navigate('/', { replace: true });
    });
    return () => controller.abort();
  }, [navigate]);

  if (!credentials) return <PageSpinner />;
  return <ResetPasswordForm credentials={credentials} />;
}

function ResetPasswordForm({ credentials }: { credentials: ResetCredentials }) {
  const navigate = useNavigate();
  const { openAuthDialog } = useAuth();
  const form = useZodForm(resetPasswordForm, {
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const { checklist, valid, typing } = passwordState(
    ...useWatch({ control: form.control, name: ['newPassword', 'confirmation'] }),
  );
  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      confirmResetPassword({
        username: credentials.email,
        confirmationCode: credentials.code,
        newPassword,
      }),
    onError: (error) => {
      console.warn('Password reset failed', error);
      const text = resetPasswordErrorToast(error);
      toast.error(text.title, { description: text.description });
    },
    onSuccess: async () => {
      toast.success(AUTH_TEXT.resetSuccessful, {
        description: 'You can now sign in with your new password.',
      });
      await navigate('/', { replace: true });
      openAuthDialog({ email: credentials.email });
    },
  });
  // After success the page stays busy until it has moved on.
  const submitting = reset.isPending || reset.isSuccess;

  return (
    <AuthCard
      title="Reset Password"
      description={
        <>
          Choose a new password for <strong className="text-slate-900">{credentials.email}</strong>.
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(
            (values) => {
              if (!submitting) reset.mutate(values.newPassword);
            },
            toastFirstError(['newPassword'], NEW_PASSWORD_TEXTS),
          )(event)
        }
        className="space-y-4"
      >
        <PasswordField
          label="New Password"
          {...form.register('newPassword')}
          autoComplete="new-password"
          required
          autoFocus
        />
        <PasswordField
          label="Confirm Password"
          {...form.register('confirmation')}
          autoComplete="new-password"
          required
        />
        {typing && <PasswordRules checklist={checklist} />}
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'w-full')}
          disabled={!valid || submitting}
        >
          {submitting && <Spinner className="size-4" label="Updating password" />}
          {submitting ? 'Updating Password...' : 'Update Password'}
        </button>
      </form>
    </AuthCard>
  );
}
