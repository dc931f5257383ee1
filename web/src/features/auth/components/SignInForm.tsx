import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { EmailField, LINK_BUTTON, PasswordField, SubmitButton } from '../../../components/fields';
import { toastFirstError, useZodForm } from '../../../lib/zod-form';
import { SIGN_IN_ORDER, signInForm } from '../auth-forms';
import { signInErrorToast } from '../auth-messages';
import { useResendVerification } from '../use-resend-verification';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Runs the sign-in; resolves when finished (success is handled by the dialog). */
  onSignIn: (email: string, password: string) => Promise<void>;
  onForgotPassword: () => void;
}

export function SignInForm({ email, onEmailChange, onSignIn, onForgotPassword }: SignInFormProps) {
  const form = useZodForm(signInForm, { defaultValues: { email, password: '' } });
  const { resend, resending } = useResendVerification();
  const signIn = useMutation({
    mutationFn: (values: { email: string; password: string }) =>
      onSignIn(values.email, values.password),
    onError: (error) => {
      console.warn('Sign-in failed', error);
      const text = signInErrorToast(error);
      toast.error(text.title, { description: text.description });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          if (!signIn.isPending) signIn.mutate(values);
        }, toastFirstError(SIGN_IN_ORDER))(event)
      }
      className="space-y-4"
    >
      <EmailField
        {...form.register('email', {
          onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value),
        })}
        autoComplete="username"
      />
      <PasswordField
        label="Password"
        {...form.register('password')}
        autoComplete="current-password"
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
      <SubmitButton busy={signIn.isPending} label="Sign In" busyLabel="Signing In..." />
    </form>
  );
}
