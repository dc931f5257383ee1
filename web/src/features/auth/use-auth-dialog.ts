import { useCallback, useMemo, useRef, useState } from 'react';
import type { OpenAuthDialogOptions } from './auth-context';
import type { AuthDialogControl, AuthDialogRequest } from './auth-dialog-control';

/**
 * The sign-in dialog's open state, in the first load: the header's Sign In opens it before the
 * rest of the auth state (AuthStateHost) has arrived.
 */
export function useAuthDialog() {
  const [dialog, setDialog] = useState<AuthDialogRequest | null>(null);
  // The router's navigate, lent by the dialog's host (for the sign-out of a blocked account).
  const navigateRef = useRef<((to: string) => void) | null>(null);

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

  return { openAuthDialog, closeAuthDialog, control, navigateRef };
}
