import { resendSignUpCode } from 'aws-amplify/auth';
import { useCallback, useState } from 'react';
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
  const [resending, setResending] = useState(false);
  const resend = useCallback(async (email: string) => {
    const username = email.trim();
    if (!username) {
      toast.error('Error', { description: AUTH_TEXT.emailRequired });
      return;
    }
    setResending(true);
    try {
      await resendSignUpCode({ username });
      toast.success(AUTH_TEXT.verificationSent.title, {
        description: AUTH_TEXT.verificationSent.description,
      });
    } catch (error) {
      console.warn('Resending the verification email failed', error);
      const text = resendErrorToast(error);
      toast.error(text.title, { description: text.description });
    } finally {
      setResending(false);
    }
  }, []);
  return { resend, resending };
}
