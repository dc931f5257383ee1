import type { ComponentType } from 'react';
import { loadAuthRuntime } from '../features/auth/auth-runtime';
import { withQueryClient } from '../lib/query-store';

/**
 * The loaders of every page but the shop's landing pages, in a chunk of their own
 * (router.tsx fetches it at the first interaction, or with the first of these pages): each lazy
 * import names the files its page needs, so the browser fetches them all at once, and in the
 * entry those lists cost every first load about 1 KB gzip. Each loader resolves to the page's
 * component once its code and, for pages that call it, TanStack Query are here.
 */
type PageLoader = () => Promise<ComponentType>;

function withQuery<M>(load: Promise<M>, pick: (module: M) => ComponentType) {
  return withQueryClient(load).then(pick);
}

/** The auth pages call Amplify as they mount: load and configure it with their code. */
const authPages = () =>
  Promise.all([loadAuthRuntime(), import('../features/auth/AuthPage')]).then(([, m]) => m);
const staticPages = () => import('../features/static/StaticPages');
const receiptPages = () => import('../features/account/receipt/ReceiptPage');

export const CartPage: PageLoader = () =>
  withQuery(import('../features/cart/CartPage'), (m) => m.CartPage);
export const SellerPage: PageLoader = () =>
  withQuery(import('../features/seller/SellerPage'), (m) => m.SellerPage);
// The dashboard's frame while its code downloads (it has its own chunk, which the page imports).
export const SellerLoadingFrame: PageLoader = () =>
  import('../features/seller/SellerHeader').then((m) => m.SellerLoadingFrame);
export const AuthPage: PageLoader = () => withQuery(authPages(), (m) => m.AuthPage);
export const AuthCallbackPage: PageLoader = () => withQuery(authPages(), (m) => m.AuthCallbackPage);
export const ResetPasswordPage: PageLoader = () =>
  withQuery(authPages(), (m) => m.ResetPasswordPage);
export const InvitePage: PageLoader = () => withQuery(authPages(), (m) => m.InvitePage);
export const AccountPage: PageLoader = () =>
  withQuery(import('../features/account/AccountPage'), (m) => m.AccountPage);
export const AccountReceiptPage: PageLoader = () =>
  withQuery(receiptPages(), (m) => m.AccountReceiptPage);
export const GuestReceiptPage: PageLoader = () =>
  withQuery(receiptPages(), (m) => m.GuestReceiptPage);
export const AdminPage: PageLoader = () =>
  withQuery(import('../features/admin/AdminPage'), (m) => m.AdminPage);
export const TermsPage: PageLoader = () => withQuery(staticPages(), (m) => m.TermsPage);
export const PrivacyPage: PageLoader = () => withQuery(staticPages(), (m) => m.PrivacyPage);
export const FaqPage: PageLoader = () => withQuery(staticPages(), (m) => m.FaqPage);
export const PaymentSuccessPage: PageLoader = () =>
  withQuery(import('../features/payment/PaymentSuccessPage'), (m) => m.PaymentSuccessPage);
export const PaymentCanceledPage: PageLoader = () =>
  withQuery(import('../features/payment/PaymentCanceledPage'), (m) => m.PaymentCanceledPage);
// No shop page links to it, and it calls no query.
export const NotFoundPage: PageLoader = () =>
  import('../features/layout/NotFoundPage').then((m) => m.NotFoundPage);
export const StorefrontPage: PageLoader = () =>
  withQuery(import('../features/storefront/StorefrontPage'), (m) => m.StorefrontPage);
export const BundlePage: PageLoader = () =>
  withQuery(import('../features/bundles/BundlePage'), (m) => m.BundlePage);
export const UnfollowPage: PageLoader = () =>
  withQuery(import('../features/storefront/UnfollowPage'), (m) => m.UnfollowPage);
export const ReviewRequestUnsubscribePage: PageLoader = () =>
  withQuery(
    import('../features/review-requests/ReviewRequestUnsubscribePage'),
    (m) => m.ReviewRequestUnsubscribePage,
  );
export const DownloadsPage: PageLoader = () =>
  withQuery(import('../features/downloads/DownloadsPage'), (m) => m.DownloadsPage);
