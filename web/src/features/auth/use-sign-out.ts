import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuth } from './auth-context';
import { SESSION_TEXT } from './session-messages';

/** The header's and drawer's Sign Out: toast, then home. */
export function useSignOutAction(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign out failed', error);
      toast.error(SESSION_TEXT.signOutFailed.title, {
        description: SESSION_TEXT.signOutFailed.description,
      });
      return;
    }
    toast.success(SESSION_TEXT.signedOut);
    navigate('/');
  }, [signOut, navigate]);
}
