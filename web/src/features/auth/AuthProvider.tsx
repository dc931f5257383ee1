import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { AuthContext, authStateOf, type AuthState } from './auth-context';
import { AuthDialogControlContext } from './auth-dialog-control';
import {
  accessToken,
  loadAuthRuntime,
  loadedAuthRuntime,
  restoreOnStart,
  subscribeToAuthRuntime,
} from './auth-runtime';
import type { AuthStateHostProps } from './AuthStateHost';
import { useAuthDialog } from './use-auth-dialog';

/** The session and profile code; main.tsx asks for it at once for a stored session. */
export const loadAuthState = () => import('./AuthStateHost');

const AuthStateHost = lazy(() =>
  loadAuthState().then(
    (module) => ({ default: module.AuthStateHost }),
    (error: unknown) => {
      // Offline or a failed deploy: browse signed out rather than wait forever.
      console.error('Could not load sign-in', error);
      return { default: AuthStateFailed };
    },
  ),
);

function AuthStateFailed({ onState }: AuthStateHostProps) {
  useEffect(() => onState(undefined), [onState]);
  return null;
}

const NONE: ReadonlySet<string> = new Set();

async function signOutBeforeState(): Promise<void> {
  await (await loadAuthRuntime()).signOut();
}

/**
 * The auth state every page reads. A visitor without a stored session is signed out from the
 * first paint: the session and profile code (AuthStateHost) is not in the first load and comes
 * with the sign-in dialog or with Amplify (an /auth page), before anyone can have signed in.
 * With a stored session it comes at once and `loading` holds until the session is read, so the
 * header keeps its place instead of flashing Sign In. Without a usable config the shop stays
 * browsable, signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntimeConfig();
  const [restoring] = useState(() =>
    restoreOnStart(runtime.status === 'loading' ? undefined : runtime.config),
  );
  const { openAuthDialog, closeAuthDialog, control, navigateRef } = useAuthDialog();
  const amplify = useSyncExternalStore(subscribeToAuthRuntime, loadedAuthRuntime);
  // null: not here yet; undefined: its code could not be loaded.
  const [hosted, setHosted] = useState<AuthState | null | undefined>(null);
  const due = restoring || !!amplify || !!control.request;
  const [wanted, setWanted] = useState(due);
  if (due && !wanted) setWanted(true);

  const dialog = useMemo(
    () => ({ openAuthDialog, closeAuthDialog }),
    [openAuthDialog, closeAuthDialog],
  );
  const waiting = restoring && hosted === null;
  const signedOut = useMemo(
    () =>
      authStateOf(
        {
          user: null,
          role: null,
          loading: waiting,
          profileState: null,
          ownedProductIds: NONE,
          sellerId: null,
        },
        {
          refreshMe: () => Promise.resolve(),
          signOut: signOutBeforeState,
          getAccessToken: accessToken,
          openAuthDialog,
          closeAuthDialog,
        },
      ),
    [waiting, openAuthDialog, closeAuthDialog],
  );

  return (
    <AuthDialogControlContext value={control}>
      <AuthContext value={hosted ?? signedOut}>
        {children}
        {wanted && (
          <Suspense fallback={null}>
            <AuthStateHost
              restoring={restoring}
              navigateRef={navigateRef}
              dialog={dialog}
              onState={setHosted}
            />
          </Suspense>
        )}
      </AuthContext>
    </AuthDialogControlContext>
  );
}
