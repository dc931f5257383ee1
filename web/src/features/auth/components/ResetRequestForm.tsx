import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { requestPasswordReset } from '../api';
import { AUTH_TEXT, passwordResetRequestErrorToast } from '../auth-messages';
import { EmailField, SubmitButton } from '../../../components/fields';

interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The server's answer, shown in the confirmation view. */
  onSent: (message: string) => void;
}

/**
 * 'Reset Password': the API decides (it only asks Cognito to send the recovery e-mail for an
 * active profile) and answers the same way for every address.
 */
export function ResetRequestForm({ email, onEmailChange, onSent }: ResetRequestFormProps) {
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (!address) {
      toast.error('Error', { description: AUTH_TEXT.emailRequired });
      return;
    }
    setSubmitting(true);
    try {
      const answer = await requestPasswordReset(address);
      onSent(answer.message);
    } catch (error) {
      console.warn('Password reset request failed', error);
      const text = passwordResetRequestErrorToast(error);
      toast.error(text.title, { description: text.description });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <EmailField value={email} onValueChange={onEmailChange} autoFocus />
      <SubmitButton busy={submitting} label="Send Reset Link" busyLabel="Sending..." />
    </form>
  );
}
