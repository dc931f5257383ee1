import { useMutation } from '@tanstack/react-query';
import { resendSignUpCode } from 'aws-amplify/auth';
import { toast } from 'sonner';
import { AUTH_TEXT, resendErrorToast } from './auth-messages';

/**
 * 'Resend verification email'. cognito-local does not implement ResendConfirmationCode: there
 * the provider's message ("unsupported feature") is shown in the 'Error' toast, as for any
 * other provider failure.
 */
export function useResendVerification(): {
  resend: (email: string) => Promise<void>;
  resending: boolean;
} {
  const mutation = useMutation({
    mutationFn: (username: string) => resendSignUpCode({ username }),
    onSuccess: () => {
      toast.success(AUTH_TEXT.verificationSent.title, {
        description: AUTH_TEXT.verificationSent.description,
      });
    },
    onError: (error) => {
      console.warn('Resending the verification email failed', error);
      const text = resendErrorToast(error);
      toast.error(text.title, { description: text.description });
    },
  });
  const { mutateAsync } = mutation;
  const resend = async (email: string) => {
    const username = email.trim();
    if (!username) {
      toast.error('Error', { description: AUTH_TEXT.emailRequired });
      return;
    }
    // The toast has told the outcome; callers only wait for it.
    await mutateAsync(username).catch(() => undefined);
  };
  return { resend, resending: mutation.isPending };
}
