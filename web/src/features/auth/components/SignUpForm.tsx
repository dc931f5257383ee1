import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MIN_PASSWORD_LENGTH } from '@rules/validation';
import { EmailField, PasswordField, SubmitButton, TextField } from '../../../components/fields';
import { MailIcon } from '../../../components/icons';
import { toastFirstError, useZodForm } from '../../../lib/zod-form';
import { SIGN_UP_ORDER, SIGN_UP_TEXTS, signUpForm } from '../auth-forms';
import { signUpErrorToast } from '../auth-messages';

interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignUp: (input: SignUpInput) => Promise<void>;
}

export function SignUpForm({ email, onEmailChange, onSignUp }: SignUpFormProps) {
  const form = useZodForm(signUpForm, { defaultValues: { fullName: '', email, password: '' } });
  const signUp = useMutation({
    mutationFn: onSignUp,
    onError: (error) => {
      console.warn('Sign-up failed', error);
      const text = signUpErrorToast(error);
      toast.error(text.title, { description: text.description });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(
          (values) => {
            if (!signUp.isPending) signUp.mutate(values);
          },
          toastFirstError(SIGN_UP_ORDER, SIGN_UP_TEXTS),
        )(event)
      }
      className="space-y-4"
    >
      <TextField
        label="Full Name"
        {...form.register('fullName')}
        autoComplete="name"
        placeholder="Jane Doe"
        required
      />
      <EmailField
        {...form.register('email', {
          onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value),
        })}
      />
      <PasswordField
        label="Password"
        {...form.register('password')}
        autoComplete="new-password"
        hint={`Minimum ${MIN_PASSWORD_LENGTH} characters`}
        required
      />
      <p className="flex gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">
        <MailIcon className="mt-0.5 size-4 shrink-0" />
        <span>
          Email verification is required. We will send you a link to confirm your email address
          before you can sign in.
        </span>
      </p>
      <SubmitButton
        busy={signUp.isPending}
        label="Create Account"
        busyLabel="Creating Account..."
      />
    </form>
  );
}
