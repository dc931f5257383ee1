import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthDialogControl } from './auth-dialog-control';
import { loadAuthRuntime } from './auth-runtime';
import { withQueryClient } from '../../lib/query-store';

// The dialog (its forms, Amplify's sign-in and sign-up) is fetched the first time it opens,
// with Query, which its forms call.
const AuthDialogHost = lazy(() =>
  withQueryClient(loadAuthRuntime().then(() => import('./AuthDialog'))).then((module) => ({
    default: module.AuthDialogHost,
  })),
);

/**
 * Lives in the root layout (inside the router): lends the provider the router's navigate and
 * mounts the dialog once someone asks for it, then keeps it mounted for its close animation
 * and the next opening.
 */
export function AuthDialogSlot() {
  const control = useAuthDialogControl();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    control.setNavigate((to) => void navigate(to));
    return () => control.setNavigate(null);
  }, [control, navigate]);

  if (!wanted && control.request) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogHost />
    </Suspense>
  );
}
