import { confirmResetPassword } from 'aws-amplify/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { useNewPassword } from '../../components/use-new-password';

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
  const newPassword = useNewPassword();
  const { password, setPassword, confirmation, setConfirmation, checklist, valid, typing } =
    newPassword;
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!newPassword.acceptOrWarn()) return;
    setSubmitting(true);
    try {
      await confirmResetPassword({
        username: credentials.email,
        confirmationCode: credentials.code,
        newPassword: password,
      });
    } catch (error) {
      console.warn('Password reset failed', error);
      const text = resetPasswordErrorToast(error);
      toast.error(text.title, { description: text.description });
      setSubmitting(false);
      return;
    }
    toast.success(AUTH_TEXT.resetSuccessful, {
      description: 'You can now sign in with your new password.',
    });
    await navigate('/', { replace: true });
    openAuthDialog({ email: credentials.email });
  }

  return (
    <AuthCard
      title="Reset Password"
      description={
        <>
          Choose a new password for <strong className="text-slate-900">{credentials.email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
        <PasswordField
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          required
          autoFocus
        />
        <PasswordField
          label="Confirm Password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
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
