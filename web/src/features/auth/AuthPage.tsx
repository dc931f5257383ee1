import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/Spinner';
import { PageMeta } from '../../components/PageMeta';
import { useAuth } from './auth-context';
import { authTabFor, safeRedirect, signUpAllowedFor } from './auth-links';

export { AuthCallbackPage } from './AuthCallbackPage';
export { InvitePage } from './InvitePage';
export { ResetPasswordPage } from './ResetPasswordPage';

/**
 * /auth?tab=signin|signup&redirect=...: opens the auth dialog. A signed-in visitor goes to the
 * redirect (or /myaccount); closing the dialog goes to the redirect (or /). Sign-up is offered
 * only on the way back to a guest download page.
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading, openAuthDialog, closeAuthDialog } = useAuth();
  const redirect = safeRedirect(params.get('redirect'));
  const allowSignUp = signUpAllowedFor(redirect);
  const tab = authTabFor(params.get('tab'), allowSignUp);

  useEffect(() => {
    if (loading) return;
    if (user) {
      void navigate(redirect ?? '/myaccount', { replace: true });
      return;
    }
    // No redirect in the dialog itself: once signed in, the branch above sends the visitor on.
    openAuthDialog({
      tab,
      allowSignUp,
      onDismiss: () => void navigate(redirect ?? '/', { replace: true }),
    });
    return closeAuthDialog;
  }, [loading, user, redirect, allowSignUp, tab, navigate, openAuthDialog, closeAuthDialog]);

  return (
    <>
      <PageMeta title="Sign In" noIndex />
      <PageSpinner />
    </>
  );
}
