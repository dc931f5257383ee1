import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { Role } from '@rules/roles';
import { ApiError } from '../../lib/api-client';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { configureAuth, getAccessToken, readSessionUser } from './amplify';
import { fetchMe, meQueryKey } from './api';
import {
  AuthContext,
  type AuthState,
  type AuthUser,
  type OpenAuthDialogOptions,
} from './auth-context';
import {
  AuthDialogControlContext,
  type AuthDialogControl,
  type AuthDialogRequest,
} from './auth-dialog-control';
import type { SessionUser } from './auth-links';
import { blockedAccountToast, isRetryableRefreshError } from './auth-messages';

const NONE: ReadonlySet<string> = new Set();

/** Auth events after which the session is read again (Amplify v6 'auth' channel). */
const SESSION_EVENTS = new Set([
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
  'signInWithRedirect',
  'signInWithRedirect_failure',
  'customOAuthState',
]);

interface SessionState {
  user: SessionUser | null;
  /** True until the stored session has been read once. */
  loading: boolean;
}

function sameSessionUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a?.id === b?.id && a?.email === b?.email && a?.fullName === b?.fullName;
}

/** /api/me is asked once more on a server or network error; a 4xx is final. */
function retryMe(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

/**
 * The Cognito session (Amplify, configured from /config.json) and the caller's profile from
 * GET /api/me. Without a usable config the shop stays browsable, signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntimeConfig();
  const queryClient = useQueryClient();
  // Configured during the first render, before any child can ask the API client for a token.
  const [enabled] = useState(() => {
    if (!runtime.config) return false;
    try {
      configureAuth(runtime.config);
      return true;
    } catch (error) {
      console.error('Could not configure sign-in', error);
      return false;
    }
  });
  const [session, setSession] = useState<SessionState>({ user: null, loading: enabled });
  const [dialog, setDialog] = useState<AuthDialogRequest | null>(null);
  const navigateRef = useRef<((to: string) => void) | null>(null);

  // Read the stored session now and after every auth event.
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let sequence = 0;
    const reload = () => {
      const mine = ++sequence;
      void readSessionUser().then((user) => {
        if (!active || mine !== sequence) return;
        setSession((previous) => ({
          user: sameSessionUser(previous.user, user) ? previous.user : user,
          loading: false,
        }));
      });
    };
    reload();
    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (!SESSION_EVENTS.has(payload.event)) return;
      if (payload.event === 'tokenRefresh_failure') {
        // Amplify already drops the tokens on NotAuthorized and similar; anything that is not
        // worth retrying later (e.g. an unsupported call) ends the session too.
        const error = payload.data?.error;
        if (!isRetryableRefreshError(error)) {
          console.warn('Session refresh failed; signing out', error);
          void amplifySignOut().catch((cause: unknown) => console.error('Sign out failed', cause));
        }
      }
      if (payload.event === 'tokenRefresh') {
        void queryClient.invalidateQueries({ queryKey: ['me'] });
      }
      reload();
    });
    return () => {
      active = false;
      stopListening();
    };
  }, [enabled, queryClient]);

  const sessionUser = session.user;
  const userId = sessionUser?.id;
  const me = useQuery({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: !!userId,
    retry: retryMe,
  });
  const meData = me.data?.userId === userId ? me.data : undefined;

  // Other server state can depend on who asks (an admin sees more products): refetch it when
  // the signed-in user changes, and forget the previous user's profile on sign-out.
  const previousUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (session.loading) return;
    const current = userId ?? null;
    if (previousUserId.current !== undefined && previousUserId.current !== current) {
      if (!current) queryClient.removeQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    }
    previousUserId.current = current;
  }, [session.loading, userId, queryClient]);

  // A suspended or deleted profile: the API refuses it, so end the session (spec section 8).
  const blockedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId) {
      blockedFor.current = null;
      return;
    }
    const notice = blockedAccountToast(me.error);
    if (!notice || blockedFor.current === userId) return;
    blockedFor.current = userId;
    void amplifySignOut()
      .catch((error: unknown) => console.error('Sign out failed', error))
      .finally(() => {
        setSession({ user: null, loading: false });
        toast.error(notice.title, { description: notice.description });
        if (navigateRef.current) navigateRef.current('/');
        else window.location.assign('/');
      });
  }, [me.error, userId]);

  const signOut = useCallback(async () => {
    await amplifySignOut();
    setSession({ user: null, loading: false });
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [queryClient]);

  const refreshMe = useCallback(async () => {
    if (!userId) return;
    await queryClient.invalidateQueries({ queryKey: meQueryKey(userId) });
  }, [queryClient, userId]);

  const openAuthDialog = useCallback((options: OpenAuthDialogOptions = {}) => {
    setDialog({ ...options, id: Date.now() + Math.random() });
  }, []);
  const closeAuthDialog = useCallback(() => setDialog(null), []);

  const control = useMemo<AuthDialogControl>(
    () => ({
      request: dialog,
      close: () => setDialog(null),
      dismiss: () => {
        setDialog(null);
        dialog?.onDismiss?.();
      },
      setNavigate: (navigate) => {
        navigateRef.current = navigate;
      },
    }),
    [dialog],
  );

  const user = useMemo<AuthUser | null>(() => {
    if (!sessionUser) return null;
    const fullName = meData?.fullName?.trim() || sessionUser.fullName;
    return {
      id: sessionUser.id,
      userId: sessionUser.id,
      email: meData?.email || sessionUser.email,
      ...(fullName ? { fullName } : {}),
    };
  }, [sessionUser, meData?.fullName, meData?.email]);

  const ownedProductIds = useMemo(
    () => (meData ? new Set(meData.ownedProductIds) : NONE),
    [meData],
  );
  const sellerProductIds = useMemo(
    () => (meData ? new Set(meData.sellerProductIds) : NONE),
    [meData],
  );

  // Spec section 4: null when signed out, 'user' when none is found or on any error.
  const role: Role | null = user ? (meData?.role ?? 'user') : null;
  const loading = session.loading || (!!user && me.isPending);

  const value = useMemo<AuthState>(
    () => ({
      user,
      role,
      isAdmin: role === 'admin',
      isSeller: role === 'seller',
      isTestUser: role === 'test_user',
      loading,
      profileState: user ? (meData?.profileState ?? null) : null,
      ownedProductIds,
      sellerProductIds,
      refreshMe,
      signOut,
      getAccessToken,
      openAuthDialog,
      closeAuthDialog,
    }),
    [
      user,
      role,
      loading,
      meData?.profileState,
      ownedProductIds,
      sellerProductIds,
      refreshMe,
      signOut,
      openAuthDialog,
      closeAuthDialog,
    ],
  );

  return (
    <AuthDialogControlContext value={control}>
      <AuthContext value={value}>{children}</AuthContext>
    </AuthDialogControlContext>
  );
}
