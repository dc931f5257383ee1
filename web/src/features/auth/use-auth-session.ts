import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionUser } from './auth-links';
import { isRetryableRefreshError } from './session-messages';
import { loadAuthRuntime, loadedAuthRuntime, subscribeToAuthRuntime } from './auth-runtime';
import { queryKeys } from '../../lib/query-keys';
import { loadedQueryClient } from '../../lib/query-store';

interface SessionState {
  user: SessionUser | null;
  /** True until a stored session has been read once. */
  loading: boolean;
}

export interface AuthSession extends SessionState {
  /** Amplify once loaded (a stored session, a sign-in started), else null. */
  runtime: ReturnType<typeof loadedAuthRuntime>;
  /** After a sign-out: nobody, without waiting for Amplify's event. */
  clear(): void;
}

function sameSessionUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a?.id === b?.id && a?.email === b?.email && a?.fullName === b?.fullName;
}

/**
 * Who is signed in, from Amplify's token claims. Amplify is loaded at once only when this
 * browser holds a stored session (`restoring`, see restoreOnStart); otherwise the visitor is
 * signed out from the first paint and Amplify arrives with the sign-in dialog.
 */
export function useAuthSession(restoring: boolean): AuthSession {
  const runtime = useSyncExternalStore(subscribeToAuthRuntime, loadedAuthRuntime);
  const [session, setSession] = useState<SessionState>({ user: null, loading: restoring });

  useEffect(() => {
    if (!restoring) return;
    loadAuthRuntime().catch((error: unknown) => {
      // Offline or a failed deploy: browse signed out rather than wait forever.
      console.error('Could not load sign-in', error);
      setSession({ user: null, loading: false });
    });
  }, [restoring]);

  // Read the stored session once Amplify is here, and again after every auth event.
  useEffect(() => {
    if (!runtime) return;
    let active = true;
    let sequence = 0;
    const reload = () => {
      const mine = ++sequence;
      void runtime.readSessionUser().then((user) => {
        if (!active || mine !== sequence) return;
        setSession((previous) => ({
          user: sameSessionUser(previous.user, user) ? previous.user : user,
          loading: false,
        }));
      });
    };
    reload();
    const stopListening = runtime.onSessionEvent((event) => {
      if (event.name === 'tokenRefresh_failure' && !isRetryableRefreshError(event.refreshError)) {
        // Amplify already drops the tokens on NotAuthorized and similar; anything that is not
        // worth retrying later (e.g. an unsupported call) ends the session too.
        console.warn('Session refresh failed; signing out', event.refreshError);
        void runtime.signOut().catch((cause: unknown) => console.error('Sign out failed', cause));
      }
      if (event.name === 'tokenRefresh') {
        // Nothing is cached before Query has loaded.
        void loadedQueryClient()?.invalidateQueries({ queryKey: queryKeys.me.all });
      }
      reload();
    });
    return () => {
      active = false;
      stopListening();
    };
  }, [runtime]);

  const clear = useCallback(() => setSession({ user: null, loading: false }), []);
  return { ...session, runtime, clear };
}
