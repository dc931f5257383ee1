import type { QueryObserverResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { toast } from 'sonner';
import type { ProfileState, Role } from '@rules/roles';
import { ApiError } from '../../lib/api-client';
import { fetchMe, meQueryKey } from './api';
import type { AuthUser } from './auth-context';
import { blockedAccountToast } from './session-messages';
import type { AuthSession } from './use-auth-session';
import { queryKeys } from '../../lib/query-keys';
import { loadedQueryClient } from '../../lib/query-store';
import { useLazyQuery } from '../../lib/lazy-query';

const NONE: ReadonlySet<string> = new Set();

type MeState = Pick<
  QueryObserverResult<Awaited<ReturnType<typeof fetchMe>>>,
  'data' | 'error' | 'isPending'
>;
const SIGNED_OUT: MeState = { data: undefined, error: null, isPending: true };
const PENDING_ME: MeState = SIGNED_OUT;

/** /api/me is asked once more on a server or network error; a 4xx is final. */
function retryMe(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

export interface AuthProfile {
  user: AuthUser | null;
  /** Null when signed out; 'user' when none is found or on any error. */
  role: Role | null;
  profileState: ProfileState | null;
  ownedProductIds: ReadonlySet<string>;
  sellerId: string | null;
  loading: boolean;
}

/**
 * The signed-in caller's profile from GET /api/me (role, name, owned and seller products),
 * merged with the token's claims. Ends the session of a suspended or deleted account.
 */
export function useAuthProfile(
  session: AuthSession,
  navigateRef: RefObject<((to: string) => void) | null>,
): AuthProfile {
  const sessionUser = session.user;
  const userId = sessionUser?.id;
  // Signed out, nobody is asked for (nor is Query loaded for it); signed in, Query loads at once.
  const me = useLazyQuery(
    {
      queryKey: meQueryKey(userId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchMe(signal),
      enabled: !!userId,
      retry: retryMe,
    },
    false,
    (result) => result as MeState,
    userId ? null : SIGNED_OUT,
    PENDING_ME,
  );
  const meData = me.data?.userId === userId ? me.data : undefined;

  // Other server state can depend on who asks (an admin sees more products): refetch it when
  // the signed-in user changes, and forget the previous user's profile on sign-out.
  const previousUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (session.loading) return;
    const current = userId ?? null;
    if (previousUserId.current !== undefined && previousUserId.current !== current) {
      const queryClient = loadedQueryClient();
      if (!current) queryClient?.removeQueries({ queryKey: queryKeys.me.all });
      void queryClient?.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    }
    previousUserId.current = current;
  }, [session.loading, userId]);

  // A suspended or deleted profile: the API refuses it, so end the session.
  const blockedFor = useRef<string | null>(null);
  const { runtime, clear } = session;
  useEffect(() => {
    if (!userId || !runtime) {
      blockedFor.current = null;
      return;
    }
    const notice = blockedAccountToast(me.error);
    if (!notice || blockedFor.current === userId) return;
    blockedFor.current = userId;
    void runtime
      .signOut()
      .catch((error: unknown) => console.error('Sign out failed', error))
      .finally(() => {
        clear();
        toast.error(notice.title, { description: notice.description });
        if (navigateRef.current) navigateRef.current('/');
        else window.location.assign('/');
      });
  }, [me.error, userId, runtime, clear, navigateRef]);

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
  const sellerId = meData?.sellerId ?? null;

  const role: Role | null = user ? (meData?.role ?? 'user') : null;
  const profileState = user ? (meData?.profileState ?? null) : null;
  const loading = session.loading || (!!user && me.isPending);
  return useMemo(
    () => ({ user, role, profileState, ownedProductIds, sellerId, loading }),
    [user, role, profileState, ownedProductIds, sellerId, loading],
  );
}
