import { useCallback, useMemo, useRef, useState } from 'react';
import { meQueryKey } from './api';
import type { OpenAuthDialogOptions } from './auth-context';
import type { AuthDialogControl, AuthDialogRequest } from './auth-dialog-control';
import { loadAuthRuntime } from './auth-runtime';
import type { AuthSession } from './use-auth-session';
import { queryKeys } from '../../lib/query-keys';
import { loadedQueryClient, loadQueryClient } from '../../lib/query-store';

/** Sign-out, profile refresh and the sign-in dialog's open state. */
export function useAuthActions(session: AuthSession, userId: string | undefined) {
  const [dialog, setDialog] = useState<AuthDialogRequest | null>(null);
  const navigateRef = useRef<((to: string) => void) | null>(null);
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

  return { signOut, refreshMe, openAuthDialog, closeAuthDialog, control, navigateRef };
}
