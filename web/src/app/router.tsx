import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { RootLayout } from '../features/layout/RootLayout';
import { RouteErrorBoundary } from '../features/layout/RouteErrorBoundary';
import { onFirstInteraction } from '../lib/first-interaction';
import { landingAnswered } from '../lib/landing-answer';
import type * as MorePages from './more-pages';

/**
 * How long a landing page's code, once here, waits for the data it shows first before it
 * renders its loading state instead (a slow API shows the skeleton as before).
 */
const LANDING_DATA_WAIT_MS = 500;

/**
 * A landing page, which renders its first view without Query (useLazyQuery), and not before
 * its landing answer has come, within LANDING_DATA_WAIT_MS of its code (landing-answer.ts).
 * Once its code and answer are here it renders at once, without suspending: main.tsx waits for
 * that before the first render, so the first commit is the page itself. A first render that
 * suspended committed the spinner, and React then holds a boundary's fallback on screen for at
 * least 300 ms (its throttle of fallback reveals) before showing the content that replaced it.
 */
function landingPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loaded: ComponentType | undefined;
  const ready = () =>
    load().then(async (module) => {
      await landingAnswered(LANDING_DATA_WAIT_MS);
      loaded = pick(module);
      return { default: loaded };
    });
  const Lazy = lazy(ready);
  function LandingPage() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page: LandingPage, ready };
}

const loadCatalogue = () => import('../features/catalogue/CataloguePage');
const loadProduct = () => import('../features/product/ProductPage');
const catalogue = landingPage(loadCatalogue, (m) => m.CataloguePage);
const CataloguePage = catalogue.Page;
const product = landingPage(loadProduct, (m) => m.ProductPage);
const ProductPage = product.Page;

/** The other pages' loaders (more-pages.ts): the entry names each page only. */
const morePages = () => import('./more-pages');

function later(name: keyof typeof MorePages) {
  return lazy(() =>
    morePages()
      .then((pages) => pages[name]())
      .then((component) => ({ default: component })),
  );
}

const CartPage = later('CartPage');
const SellerPage = later('SellerPage');
// The dashboard's frame while its code downloads, not the full-screen spinner (which shows
// while the frame's own small chunk comes).
const SellerLoadingFrame = later('SellerLoadingFrame');
const AuthPage = later('AuthPage');
const AuthCallbackPage = later('AuthCallbackPage');
const ResetPasswordPage = later('ResetPasswordPage');
const InvitePage = later('InvitePage');
const AccountPage = later('AccountPage');
const AccountReceiptPage = later('AccountReceiptPage');
const GuestReceiptPage = later('GuestReceiptPage');
const AdminPage = later('AdminPage');
const TermsPage = later('TermsPage');
const PrivacyPage = later('PrivacyPage');
const FaqPage = later('FaqPage');
const PaymentSuccessPage = later('PaymentSuccessPage');
const PaymentCanceledPage = later('PaymentCanceledPage');
const NotFoundPage = later('NotFoundPage');
const StorefrontPage = later('StorefrontPage');
const BundlePage = later('BundlePage');
const UnfollowPage = later('UnfollowPage');
const ReviewRequestUnsubscribePage = later('ReviewRequestUnsubscribePage');
const DownloadsPage = later('DownloadsPage');

/**
 * The shop page the visitor lands on starts downloading at once, while /config.json is read,
 * instead of when it first renders after it: one round trip less before its content. React's
 * lazy() then finds the module already loaded (or loading). The seller dashboard too: its
 * sellers open it directly, and it is the slowest first load (code, session, role, data).
 */
export function preloadLandingPage(pathname: string): Promise<unknown> | undefined {
  const load =
    pathname === '/'
      ? catalogue.ready
      : /^\/product\/[^/]+\/?$/.test(pathname)
        ? product.ready
        : pathname === '/cart' || /^\/seller(\/|$)/.test(pathname)
          ? () =>
              morePages().then((pages) =>
                pathname === '/cart' ? pages.CartPage() : pages.SellerPage(),
              )
          : null;
  // A failed download is the route's to report when it renders (its error boundary).
  return load?.().catch(() => undefined);
}

/**
 * The other pages' loaders come with the visitor's first touch, click or key (a link's
 * pointerdown included): the navigation it starts does not wait for them.
 */
function usePreloadMorePages(): void {
  useEffect(() => onFirstInteraction(() => void morePages().catch(() => undefined)), []);
}

/**
 * The route table of the shopper spec. Every page is its own chunk, fetched when its route is
 * visited (the first one in parallel with /config.json), so the entry holds only the layout and
 * the shared libraries. Account, admin and seller code, and Amplify with the auth pages, never
 * reach a signed-out shopper. A render or chunk-load error anywhere shows the error screen until
 * the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  usePreloadMorePages();
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
