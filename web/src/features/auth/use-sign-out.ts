import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuth } from './auth-context';
import { AUTH_TEXT } from './auth-messages';

/** The header's and drawer's Sign Out: toast, then home. */
export function useSignOutAction(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign out failed', error);
      toast.error(AUTH_TEXT.signOutFailed.title, {
        description: AUTH_TEXT.signOutFailed.description,
      });
      return;
    }
    toast.success(AUTH_TEXT.signedOut);
    navigate('/');
  }, [signOut, navigate]);
}
