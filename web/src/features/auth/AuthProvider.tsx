import { useMemo, type ReactNode } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { AuthContext, type AuthState } from './auth-context';
import { AuthDialogControlContext } from './auth-dialog-control';
import { accessToken } from './auth-runtime';
import { useAuthActions } from './use-auth-actions';
import { useAuthProfile } from './use-auth-profile';
import { useAuthSession } from './use-auth-session';

/**
 * The Cognito session (Amplify, configured from /config.json, loaded only when needed), the
 * caller's profile from GET /api/me and the auth actions. Without a usable config the shop
 * stays browsable, signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntimeConfig();
  const session = useAuthSession(runtime.status === 'loading' ? undefined : runtime.config);
  const actions = useAuthActions(session, session.user?.id);
  const profile = useAuthProfile(session, actions.navigateRef);
  const { signOut, refreshMe, openAuthDialog, closeAuthDialog, control } = actions;

  const value = useMemo<AuthState>(
    () => ({
      ...profile,
      isAdmin: profile.role === 'admin',
      isSeller: profile.role === 'seller',
      isTestUser: profile.role === 'test_user',
      refreshMe,
      signOut,
      getAccessToken: accessToken,
      openAuthDialog,
      closeAuthDialog,
    }),
    [profile, refreshMe, signOut, openAuthDialog, closeAuthDialog],
  );

  return (
    <AuthDialogControlContext value={control}>
      <AuthContext value={value}>{children}</AuthContext>
    </AuthDialogControlContext>
  );
}
