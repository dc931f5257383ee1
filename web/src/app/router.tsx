import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { loadAuthRuntime } from '../features/auth/auth-runtime';
import { RootLayout } from '../features/layout/RootLayout';
import { RouteErrorBoundary } from '../features/layout/RouteErrorBoundary';
import { landingAnswered } from '../lib/landing-answer';
import { withQueryClient } from '../lib/query-store';

/** A page fetched when its route is first rendered, with TanStack Query, which pages call. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => withQueryClient(load()).then((module) => ({ default: pick(module) })));
}

/**
 * How long a landing page's code, once here, waits for the data it shows first before it
 * renders its loading state instead (a slow API shows the skeleton as before).
 */
const LANDING_DATA_WAIT_MS = 500;

/**
 * A landing page, which renders its first view without Query (useLazyQuery), and not before
 * its landing answer has come, within LANDING_DATA_WAIT_MS of its code (landing-answer.ts).
 */
function landingPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() =>
    load().then(async (module) => {
      await landingAnswered(LANDING_DATA_WAIT_MS);
      return { default: pick(module) };
    }),
  );
}

/** The auth pages call Amplify as they mount: load and configure it with their code. */
const authPages = () =>
  Promise.all([loadAuthRuntime(), import('../features/auth/AuthPage')]).then(([, m]) => m);
const staticPages = () => import('../features/static/StaticPages');

const loadCatalogue = () => import('../features/catalogue/CataloguePage');
const loadCart = () => import('../features/cart/CartPage');
const loadProduct = () => import('../features/product/ProductPage');
const CataloguePage = landingPage(loadCatalogue, (m) => m.CataloguePage);
const CartPage = page(loadCart, (m) => m.CartPage);
const ProductPage = landingPage(loadProduct, (m) => m.ProductPage);
const loadSeller = () => import('../features/seller/SellerPage');
const SellerPage = page(loadSeller, (m) => m.SellerPage);
// The dashboard's frame while its code downloads: a chunk of its own, which the dashboard
// imports too, so a shopper's first load does not carry it (the page spinner shows meanwhile).
const SellerLoadingFrame = lazy(() =>
  import('../features/seller/SellerHeader').then((m) => ({ default: m.SellerLoadingFrame })),
);

/**
 * The shop page the visitor lands on starts downloading at once, while /config.json is read,
 * instead of when it first renders after it: one round trip less before its content. React's
 * lazy() then finds the module already loaded (or loading). The seller dashboard too: its
 * sellers open it directly, and it is the slowest first load (code, session, role, data).
 */
export function preloadLandingPage(pathname: string): void {
  const load =
    pathname === '/'
      ? loadCatalogue
      : /^\/product\/[^/]+\/?$/.test(pathname)
        ? loadProduct
        : pathname === '/cart'
          ? loadCart
          : /^\/seller(\/|$)/.test(pathname)
            ? loadSeller
            : null;
  // A failed download is the route's to report when it renders (its error boundary).
  load?.().catch(() => undefined);
}
const AuthPage = page(authPages, (m) => m.AuthPage);
const AuthCallbackPage = page(authPages, (m) => m.AuthCallbackPage);
const ResetPasswordPage = page(authPages, (m) => m.ResetPasswordPage);
const InvitePage = page(authPages, (m) => m.InvitePage);
const AccountPage = page(
  () => import('../features/account/AccountPage'),
  (m) => m.AccountPage,
);
const receiptPages = () => import('../features/account/receipt/ReceiptPage');
const AccountReceiptPage = page(receiptPages, (m) => m.AccountReceiptPage);
const GuestReceiptPage = page(receiptPages, (m) => m.GuestReceiptPage);
const AdminPage = page(
  () => import('../features/admin/AdminPage'),
  (m) => m.AdminPage,
);
const TermsPage = page(staticPages, (m) => m.TermsPage);
const PrivacyPage = page(staticPages, (m) => m.PrivacyPage);
const FaqPage = page(staticPages, (m) => m.FaqPage);
const PaymentSuccessPage = page(
  () => import('../features/payment/PaymentSuccessPage'),
  (m) => m.PaymentSuccessPage,
);
const PaymentCanceledPage = page(
  () => import('../features/payment/PaymentCanceledPage'),
  (m) => m.PaymentCanceledPage,
);
// No shop page links to it: a chunk of its own, out of every first load.
const NotFoundPage = lazy(() =>
  import('../features/layout/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const storefrontPages = () => import('../features/storefront/StorefrontPage');
const StorefrontPage = page(storefrontPages, (m) => m.StorefrontPage);
const BundlePage = page(
  () => import('../features/bundles/BundlePage'),
  (m) => m.BundlePage,
);
const UnfollowPage = page(
  () => import('../features/storefront/UnfollowPage'),
  (m) => m.UnfollowPage,
);
const ReviewRequestUnsubscribePage = page(
  () => import('../features/review-requests/ReviewRequestUnsubscribePage'),
  (m) => m.ReviewRequestUnsubscribePage,
);
const DownloadsPage = page(
  () => import('../features/downloads/DownloadsPage'),
  (m) => m.DownloadsPage,
);

/**
 * The route table of the shopper spec. Every page is its own chunk, fetched when its route is
 * visited (the first one in parallel with /config.json), so the entry holds only the layout and
 * the shared libraries. Account, admin and seller code, and Amplify with the auth pages, never
 * reach a signed-out shopper. A render or chunk-load error anywhere shows the error screen until
 * the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<RootLayout />}>
            <Route index element={<CataloguePage />} />
            <Route path="cart" element={<CartPage />} />
            <Route path="product/:id" element={<ProductPage />} />
            <Route path="sellers/:handle" element={<StorefrontPage />} />
            <Route path="bundles/:bundleId" element={<BundlePage />} />
            <Route path="unfollow" element={<UnfollowPage />} />
            <Route path="review-requests/unsubscribe" element={<ReviewRequestUnsubscribePage />} />
            <Route path="auth" element={<AuthPage />} />
            <Route path="auth/callback" element={<AuthCallbackPage />} />
            <Route path="auth/reset-password" element={<ResetPasswordPage />} />
            <Route path="auth/invite/:token" element={<InvitePage />} />
            <Route path="myaccount" element={<AccountPage />} />
            <Route path="myaccount/receipts/:id" element={<AccountReceiptPage />} />
            {/* One splat each: the areas route their own sub-paths. */}
            <Route path="admin/*" element={<AdminPage />} />
            <Route
              path="seller/*"
              element={
                // Its frame while the dashboard's code downloads, not the full-screen spinner.
                <Suspense fallback={<SellerLoadingFrame />}>
                  <SellerPage />
                </Suspense>
              }
            />
            <Route path="terms-and-conditions" element={<TermsPage />} />
            <Route path="privacy-policy" element={<PrivacyPage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="payment-success" element={<PaymentSuccessPage />} />
            <Route path="payment-canceled" element={<PaymentCanceledPage />} />
            <Route path="downloads" element={<DownloadsPage />} />
            <Route path="downloads/receipt" element={<GuestReceiptPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
