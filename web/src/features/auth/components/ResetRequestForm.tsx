import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { EmailField, SubmitButton } from '../../../components/fields';
import { toastFirstError, useZodForm } from '../../../lib/zod-form';
import { requestPasswordReset } from '../api';
import { resetRequestForm } from '../auth-forms';
import { passwordResetRequestErrorToast } from '../auth-messages';

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
  const form = useZodForm(resetRequestForm, { defaultValues: { email } });
  const request = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address),
    onSuccess: (answer) => onSent(answer.message),
    onError: (error) => {
      console.warn('Password reset request failed', error);
      const text = passwordResetRequestErrorToast(error);
      toast.error(text.title, { description: text.description });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(
          (values) => {
            if (!request.isPending) request.mutate(values.email);
          },
          toastFirstError(['email']),
        )(event)
      }
      className="space-y-4"
    >
      <EmailField
        {...form.register('email', {
          onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value),
        })}
        autoFocus
      />
      <SubmitButton busy={request.isPending} label="Send Reset Link" busyLabel="Sending..." />
    </form>
  );
}
