import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AUTH_TEXT, signInErrorToast } from '../auth-messages';
import { useResendVerification } from '../use-resend-verification';
import { EmailField, LINK_BUTTON, PasswordField, SubmitButton } from '../../../components/fields';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Runs the sign-in; resolves when finished (success is handled by the dialog). */
  onSignIn: (email: string, password: string) => Promise<void>;
  onForgotPassword: () => void;
}

export function SignInForm({ email, onEmailChange, onSignIn, onForgotPassword }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { resend, resending } = useResendVerification();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Sign-in requires email and password, sent as entered.
    if (!email.trim() || !password) {
      toast.error('Error', { description: AUTH_TEXT.missingCredentials });
      return;
    }
    setSubmitting(true);
    try {
      await onSignIn(email, password);
    } catch (error) {
      console.warn('Sign-in failed', error);
      const text = signInErrorToast(error);
      toast.error(text.title, { description: text.description });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <EmailField value={email} onValueChange={onEmailChange} autoComplete="username" autoFocus />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={LINK_BUTTON}
          disabled={!email.trim() || resending}
          onClick={() => void resend(email)}
        >
          {resending ? 'Sending...' : 'Resend verification email'}
        </button>
        <button type="button" className={LINK_BUTTON} onClick={onForgotPassword}>
          Forgot password?
        </button>
      </div>
      <SubmitButton busy={submitting} label="Sign In" busyLabel="Signing In..." />
    </form>
  );
}
