import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MIN_PASSWORD_LENGTH } from '@rules/validation';
import { AUTH_TEXT, signUpErrorToast } from '../auth-messages';
import { MailIcon } from '../../../components/icons';
import { EmailField, PasswordField, SubmitButton, TextField } from '../../../components/fields';

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignUp: (input: { email: string; password: string; fullName: string }) => Promise<void>;
}

export function SignUpForm({ email, onEmailChange, onSignUp }: SignUpFormProps) {
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Sign-up requires email and full name; the password at least 6 characters.
    if (!fullName.trim()) {
      toast.error('Error', { description: AUTH_TEXT.fullNameRequired });
      return;
    }
    if (!email.trim()) {
      toast.error('Error', { description: AUTH_TEXT.emailRequired });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(AUTH_TEXT.passwordTooShort.title, {
        description: AUTH_TEXT.passwordTooShort.description,
      });
      return;
    }
    setSubmitting(true);
    try {
      await onSignUp({ email: email.trim(), password, fullName: fullName.trim() });
    } catch (error) {
      console.warn('Sign-up failed', error);
      const text = signUpErrorToast(error);
      toast.error(text.title, { description: text.description });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        placeholder="Jane Doe"
        value={fullName}
        onValueChange={setFullName}
        required
        autoFocus
      />
      <EmailField value={email} onValueChange={onEmailChange} />
      <PasswordField
        label="Password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
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
      <SubmitButton busy={submitting} label="Create Account" busyLabel="Creating Account..." />
    </form>
  );
}
