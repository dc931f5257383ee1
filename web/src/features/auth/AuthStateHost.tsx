import { useLayoutEffect, useMemo, type RefObject } from 'react';
import { authStateOf, type AuthActions, type AuthState } from './auth-context';
import { accessToken } from './auth-runtime';
import { useAuthActions } from './use-auth-actions';
import { useAuthProfile } from './use-auth-profile';
import { useAuthSession } from './use-auth-session';

export interface AuthStateHostProps {
  /** A stored session is being restored (AuthProvider's first render decided). */
  restoring: boolean;
  navigateRef: RefObject<((to: string) => void) | null>;
  dialog: Pick<AuthActions, 'openAuthDialog' | 'closeAuthDialog'>;
  /** The state, or undefined when this code could not be loaded (see AuthProvider). */
  onState(state: AuthState | undefined): void;
}

/**
 * The Cognito session (Amplify, loaded only when needed), the caller's profile from GET /api/me
 * and sign-out: fetched apart from the first load (AuthProvider mounts it for a stored session,
 * with the sign-in dialog, or once Amplify has loaded) and handed to the provider before the
 * browser paints.
 */
export function AuthStateHost({ restoring, navigateRef, dialog, onState }: AuthStateHostProps) {
  const session = useAuthSession(restoring);
  const { signOut, refreshMe } = useAuthActions(session, session.user?.id);
  const profile = useAuthProfile(session, navigateRef);
  const { openAuthDialog, closeAuthDialog } = dialog;

  const state = useMemo(
    () =>
      authStateOf(profile, {
        refreshMe,
        signOut,
        getAccessToken: accessToken,
        openAuthDialog,
        closeAuthDialog,
      }),
    [profile, refreshMe, signOut, openAuthDialog, closeAuthDialog],
  );
  useLayoutEffect(() => onState(state), [state, onState]);
  return null;
}
