import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAfterLoad } from '../../lib/after-load';
import { readStorage } from '../../lib/browser-storage';
import { useNavigationPending } from '../../lib/navigation-pending';
import { useAuth } from '../auth/auth-context';
import { useAuthDialogControl } from '../auth/auth-dialog-control';
import { PENDING_CHECKOUT_KEY } from '../cart/pending-checkout-key';
import { Header } from './Header';

// Only admin and test_user download the debug panel (and its log capture); shoppers never do.
const DebugPanel = lazy(() => import('../debug/DebugPanel'));
const layoutLate = () => import('./LayoutLate');
const Footer = lazy(() => layoutLate().then((m) => ({ default: m.Footer })));
const AuthDialogSlot = lazy(() => layoutLate().then((m) => ({ default: m.AuthDialogSlot })));
// Shown only while a checkout is pending (it reads the store itself).
const CheckoutRecoveryBanner = lazy(() =>
  layoutLate().then((m) => ({ default: m.CheckoutRecoveryBanner })),
);

export function RootLayout() {
  const { isAdmin, isTestUser } = useAuth();
  // Lazy routes keep the old page on screen while their code loads; show that something happens.
  const navigating = useNavigationPending();
  // The footer is below the fold or below the page, so it may come after the first paint (no
  // shift). The banner comes at once when a checkout was pending as the page opened (its own
  // check discards a stale one), the dialog's host as soon as the dialog is asked for.
  const [checkoutPending] = useState(() => readStorage(PENDING_CHECKOUT_KEY) !== null);
  const dialogAsked = useAuthDialogControl().request !== null;
  const due = useAfterLoad() || checkoutPending || dialogAsked;
  // Once mounted they stay (the dialog's close animation, its next opening).
  const [late, setLate] = useState(due);
  if (due && !late) setLate(true);
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
      {late && (
        <Suspense fallback={null}>
          <CheckoutRecoveryBanner />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {late && (
        <Suspense fallback={null}>
          <Footer />
          <AuthDialogSlot />
        </Suspense>
      )}
      {(isAdmin || isTestUser) && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
    </div>
  );
}
