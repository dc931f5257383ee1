import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { readStorage } from '../../lib/browser-storage';
import { useInteracted } from '../../lib/first-interaction';
import { useNavigationPending } from '../../lib/navigation-pending';
import { useAuth } from '../auth/auth-context';
import { useAuthDialogControl } from '../auth/auth-dialog-control';
import { PENDING_CHECKOUT_KEY } from '../cart/pending-checkout-key';
import { Footer } from './Footer';
import { Header } from './Header';

// Only admin and test_user download the debug panel (and its log capture); shoppers never do.
const DebugPanel = lazy(() => import('../debug/DebugPanel'));
const layoutLate = () => import('./LayoutLate');
const AuthDialogSlot = lazy(() => layoutLate().then((m) => ({ default: m.AuthDialogSlot })));
// Shown only while a checkout is pending (it reads the store itself).
const CheckoutRecoveryBanner = lazy(() =>
  layoutLate().then((m) => ({ default: m.CheckoutRecoveryBanner })),
);

export function RootLayout() {
  const { isAdmin, isTestUser } = useAuth();
  // Lazy routes keep the old page on screen while their code loads; show that something happens.
  const navigating = useNavigationPending();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigating && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-indigo-600"
        />
      )}
      <Header />
      <WhenWanted>
        <CheckoutRecoveryBanner />
      </WhenWanted>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <WhenWanted>
        <AuthDialogSlot />
      </WhenWanted>
      {(isAdmin || isTestUser) && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Whether the dialog's host and the recovery banner are wanted yet: at the first interaction,
 * for a signed-in visitor (the host lends the router to a blocked account's sign-out), as soon
 * as the dialog is asked for, and when a checkout is pending (as the page opened, the banner's
 * own check discarding a stale one, or started in another tab). Once mounted they stay (the
 * dialog's close animation, its next opening).
 */
function WhenWanted({ children }: { children: ReactNode }) {
  // Its own component: the layout (and the page in it) does not re-render when it turns true.
  return useLateParts() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function useLateParts(): boolean {
  const signedIn = useAuth().user !== null;
  const [checkoutPending, setCheckoutPending] = useState(
    () => readStorage(PENDING_CHECKOUT_KEY) !== null,
  );
  useEffect(() => {
    if (checkoutPending) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === PENDING_CHECKOUT_KEY && event.newValue) setCheckoutPending(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [checkoutPending]);
  const dialogAsked = useAuthDialogControl().request !== null;
  const due = useInteracted() || signedIn || dialogAsked || checkoutPending;
  const [late, setLate] = useState(due);
  if (due && !late) setLate(true);
  return late;
}
