import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { loadAuthRuntime } from '../features/auth/auth-runtime';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { RootLayout } from '../features/layout/RootLayout';
import { RouteErrorScreen } from '../features/layout/RouteErrorScreen';

/** The auth pages call Amplify as they mount: load and configure it with their code. */
const authPages = () => Promise.all([loadAuthRuntime(), import('../features/auth/AuthPage')]);

/**
 * The route table of the shopper spec. Every page is its own chunk, fetched when its route is
 * visited (the first one in parallel with /config.json), so the entry holds only the layout and
 * the shared libraries. Account, admin and seller code, and Amplify with the auth pages, never
 * reach a signed-out shopper.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/catalogue/CataloguePage').then((m) => ({
            Component: m.CataloguePage,
          })),
      },
      {
        path: 'cart',
        lazy: () => import('../features/cart/CartPage').then((m) => ({ Component: m.CartPage })),
      },
      {
        path: 'product/:id',
        lazy: () =>
          import('../features/product/ProductPage').then((m) => ({ Component: m.ProductPage })),
      },
      { path: 'auth', lazy: () => authPages().then(([, m]) => ({ Component: m.AuthPage })) },
      {
        path: 'auth/callback',
        lazy: () => authPages().then(([, m]) => ({ Component: m.AuthCallbackPage })),
      },
      {
        path: 'auth/reset-password',
        lazy: () => authPages().then(([, m]) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'auth/invite/:token',
        lazy: () => authPages().then(([, m]) => ({ Component: m.InvitePage })),
      },
      {
        path: 'myaccount',
        lazy: () =>
          import('../features/account/AccountPage').then((m) => ({ Component: m.AccountPage })),
      },
      {
        // One splat each: the areas route their own sub-paths.
        path: 'admin/*',
        lazy: () => import('../features/admin/AdminPage').then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: 'seller/*',
        lazy: () =>
          import('../features/seller/SellerPage').then((m) => ({ Component: m.SellerPage })),
      },
      {
        path: 'terms-and-conditions',
        lazy: () =>
          import('../features/static/StaticPages').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'privacy-policy',
        lazy: () =>
          import('../features/static/StaticPages').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'faq',
        lazy: () =>
          import('../features/static/StaticPages').then((m) => ({ Component: m.FaqPage })),
      },
      {
        path: 'payment-success',
        lazy: () =>
          import('../features/payment/PaymentSuccessPage').then((m) => ({
            Component: m.PaymentSuccessPage,
          })),
      },
      {
        path: 'payment-canceled',
        lazy: () =>
          import('../features/payment/PaymentCanceledPage').then((m) => ({
            Component: m.PaymentCanceledPage,
          })),
      },
      {
        path: 'downloads',
        lazy: () =>
          import('../features/downloads/DownloadsPage').then((m) => ({
            Component: m.DownloadsPage,
          })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
