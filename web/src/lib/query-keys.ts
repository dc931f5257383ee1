import { landingQueryKeys } from './landing-query-keys';

/**
 * Every TanStack Query key of the shop's pages, in one place: a key is built here (the landing
 * pages' in landing-query-keys.ts, spread in below) and nowhere else, so a page that reads data
 * and a form that changes it always name the same cache entry.
 * The first element says what the data is (invalidating `['me']` reaches every user's entry);
 * the rest says whose and which. A signed-in viewer's id is part of keys whose answer depends
 * on who asks, so one account never sees another's cached answer.
 */
export const queryKeys = {
  ...landingQueryKeys,
  /** Every product page's entry, for invalidating after a product changes. */
  productPages: ['product'] as const,
  me: {
    all: ['me'] as const,
    of: (userId: string | undefined) => ['me', userId] as const,
  },
  bundle: (id: string) => ['bundle', id] as const,
  /** The seller's (or, for the admin, the shop's) own bundles. */
  sellerBundles: (userId: string | undefined) => ['seller-bundles', userId] as const,
  /** What this viewer pays for a bundle (less what they own). */
  bundleQuote: (id: string, viewerId: string | null) => ['bundle-quote', id, viewerId] as const,
  /** Every viewer's quote of one bundle, for refreshing them after its terms change. */
  bundleQuotes: (id: string) => ['bundle-quote', id] as const,
  invitation: (token: string) => ['invitation', token] as const,
  guestDownloads: {
    purchase: (sessionId: string) => ['buyer-purchase', sessionId] as const,
    files: (sessionId: string) => ['buyer-files', sessionId] as const,
  },
  account: {
    purchases: (userId: string | undefined) => ['my-purchases', userId] as const,
    product: (userId: string | undefined, productId: string) =>
      ['my-product', userId, productId] as const,
    preferences: (userId: string | undefined) => ['my-preferences', userId] as const,
    n8nLibrary: (userId: string | undefined) => ['my-n8n-library', userId] as const,
  },
  paymentVerification: (sessionId: string | null, viewerId: string | null) =>
    ['verify-payment', sessionId, viewerId] as const,
  debugPanelFlag: {
    all: ['debug-panel-flag'] as const,
    of: (userId: string | undefined) => ['debug-panel-flag', userId] as const,
  },

  // The back office. Each `all` is the prefix a change invalidates: it reaches every entry of
  // that kind (every list search, every product's detail, every user's page).
  manageProducts: {
    all: ['manage-products'] as const,
    list: (search: string) => ['manage-products', 'list', search] as const,
    detail: (id: string) => ['manage-products', 'detail', id] as const,
    picker: (search: string) => ['manage-products', 'picker', search] as const,
    /** Every product the bundle editor may offer (all pages of the caller's list). */
    bundleChoices: ['manage-products', 'bundle-choices'] as const,
  },
  backOffice: {
    all: ['back-office'] as const,
    sellers: ['back-office', 'sellers'] as const,
    drafts: ['back-office', 'drafts'] as const,
    summary: (area: 'admin' | 'seller') => ['back-office', 'summary', area] as const,
  },
  adminUsers: {
    all: ['admin-users'] as const,
    list: (filter: object) => ['admin-users', filter] as const,
  },
  adminUser: {
    all: ['admin-user'] as const,
    of: (userId: string) => ['admin-user', userId] as const,
  },
  adminInvitations: ['admin-invitations'] as const,
  auditLog: (filter: object) => ['admin-audit', filter] as const,
  securityOverview: ['admin-security'] as const,
  webhookFailures: ['admin-webhook-failures'] as const,
  salesStats: (scope: 'admin' | 'seller', from: string | undefined, to: string | undefined) =>
    ['sales-stats', scope, from, to] as const,
  /** Every period of both areas' sales figures (a refund changes them). */
  salesStatsAll: ['sales-stats'] as const,
  adminSettings: ['admin-settings'] as const,
  automationReread: ['admin-automation-reread'] as const,
  /** Seller payouts: a sale, a transfer or a rate change reaches both pages through `all`. */
  payouts: {
    all: ['payouts'] as const,
    seller: (userId: string | undefined) => ['payouts', 'seller', userId] as const,
    admin: ['payouts', 'admin'] as const,
  },
  discountCodes: {
    all: ['discount-codes'] as const,
    of: (area: 'admin' | 'seller') => ['discount-codes', area] as const,
  },
  paymentMode: ['payment-mode'] as const,
  /** Storefronts: a follow or a seller's change reaches every page through `all`. */
  storefronts: {
    all: ['storefront'] as const,
    page: (handle: string, viewerId: string | null) => ['storefront', handle, viewerId] as const,
    own: (userId: string | undefined) => ['storefront', 'own', userId] as const,
    follows: (userId: string | undefined) => ['storefront', 'follows', userId] as const,
  },
  /** The admin's orders: a refund answers the order's new detail and reaches every list search. */
  adminOrders: {
    all: ['admin-orders'] as const,
    lists: ['admin-orders', 'list'] as const,
    list: (search: object) => ['admin-orders', 'list', search] as const,
    detail: (sessionId: string) => ['admin-orders', 'detail', sessionId] as const,
  },
};
