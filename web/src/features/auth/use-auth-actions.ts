import { useCallback } from 'react';
import { meQueryKey } from './api';
import { loadAuthRuntime } from './auth-runtime';
import type { AuthSession } from './use-auth-session';
import { queryKeys } from '../../lib/query-keys';
import { loadedQueryClient, loadQueryClient } from '../../lib/query-store';

/** Sign-out and profile refresh (the dialog's open state is use-auth-dialog.ts). */
export function useAuthActions(session: AuthSession, userId: string | undefined) {
  const { clear } = session;

  const signOut = useCallback(async () => {
    const runtime = await loadAuthRuntime();
    await runtime.signOut();
    clear();
    loadedQueryClient()?.removeQueries({ queryKey: queryKeys.me.all });
  }, [clear]);

  const refreshMe = useCallback(async () => {
    if (!userId) return;
    const queryClient = await loadQueryClient();
    await queryClient.invalidateQueries({ queryKey: meQueryKey(userId) });
  }, [userId]);

  return { signOut, refreshMe };
}
