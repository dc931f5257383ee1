import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import {
  AuthCallbackPage,
  AuthPage,
  InvitePage,
  ResetPasswordPage,
} from '../features/auth/AuthPage';
import { CartPage } from '../features/cart/CartPage';
import { CataloguePage } from '../features/catalogue/CataloguePage';
import { DownloadsPage } from '../features/downloads/DownloadsPage';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { RootLayout } from '../features/layout/RootLayout';
import { RouteErrorScreen } from '../features/layout/RouteErrorScreen';
import { PaymentCanceledPage } from '../features/payment/PaymentCanceledPage';
import { PaymentSuccessPage } from '../features/payment/PaymentSuccessPage';
import { ProductPage } from '../features/product/ProductPage';
import { FaqPage, PrivacyPage, TermsPage } from '../features/static/StaticPages';

/**
 * Every page of the shop. Account, admin and seller code is only fetched when
 * one of those routes is visited: most visitors never need it.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, Component: CataloguePage },
      { path: 'cart', Component: CartPage },
      { path: 'product/:id', Component: ProductPage },
      { path: 'auth', Component: AuthPage },
      { path: 'auth/callback', Component: AuthCallbackPage },
      { path: 'auth/reset-password', Component: ResetPasswordPage },
      { path: 'auth/invite/:token', Component: InvitePage },
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
      { path: 'terms-and-conditions', Component: TermsPage },
      { path: 'privacy-policy', Component: PrivacyPage },
      { path: 'faq', Component: FaqPage },
      { path: 'payment-success', Component: PaymentSuccessPage },
      { path: 'payment-canceled', Component: PaymentCanceledPage },
      { path: 'downloads', Component: DownloadsPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
