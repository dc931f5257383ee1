import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useNavigationPending } from '../../lib/navigation-pending';
import { AuthDialogSlot } from '../auth/AuthDialogSlot';
import { useAuth } from '../auth/auth-context';
import { usePendingCheckout } from '../cart/pending-checkout-store';
import { Footer } from './Footer';
import { Header } from './Header';

// Only admin and test_user download the debug panel (and its log capture); shoppers never do.
const DebugPanel = lazy(() => import('../debug/DebugPanel'));
// The recovery banner's code is fetched only when a checkout is pending.
const CheckoutRecoveryBanner = lazy(() =>
  import('../cart/CheckoutRecoveryBanner').then((m) => ({ default: m.CheckoutRecoveryBanner })),
);

export function RootLayout() {
  const { isAdmin, isTestUser } = useAuth();
  // Lazy routes keep the old page on screen while their code loads; show that something happens.
  const navigating = useNavigationPending();
  const checkoutPending = usePendingCheckout() !== null;
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
      {checkoutPending && (
        <Suspense fallback={null}>
          <CheckoutRecoveryBanner />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <AuthDialogSlot />
      {(isAdmin || isTestUser) && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
    </div>
  );
}
