/**
 * The route table: the single source of truth for the HTTP API. The CDK stack makes one API
 * Gateway route per entry and one Lambda per function group; the local API server dispatches
 * with the same entries. Adding a route is one line here plus its handler in the group's
 * entry file (`lambdas/functions/{group}.ts`).
 *
 * This module holds data only (no handler imports) so the CDK app can read it without
 * bundling the handlers.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call the route; checked again in the service layer for ownership and entitlement. */
export type RouteAccess = 'public' | 'optional-auth' | 'signed-in' | 'seller' | 'admin' | 'webhook';

/**
 * `public-cacheable`: CloudFront may cache the answer for anonymous callers (the handler still
 * answers `private, no-store` to a signed-in caller). `no-store`: never cached.
 */
export type RouteCaching = 'public-cacheable' | 'no-store';

export const FUNCTION_GROUPS = [
  'catalogue',
  'interest',
  'account',
  'auth',
  'checkout',
  'webhook',
  'downloads',
  'my-account',
] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/products/{id}`. */
  path: string;
  group: FunctionGroup;
  /** Key of the handler in the group's entry file. */
  handler: string;
  access: RouteAccess;
  caching: RouteCaching;
}

const route = (
  method: HttpMethod,
  path: string,
  group: FunctionGroup,
  handler: string,
  access: RouteAccess,
  caching: RouteCaching = 'no-store',
): RouteDefinition => ({ method, path, group, handler, access, caching });

export const ROUTES: readonly RouteDefinition[] = [
  // Catalogue and product pages (shopper spec, sections 2 and 7).
  route('GET', '/api/products', 'catalogue', 'listProducts', 'optional-auth', 'public-cacheable'),
  route(
    'GET',
    '/api/products/{id}',
    'catalogue',
    'getProduct',
    'optional-auth',
    'public-cacheable',
  ),
  route('POST', '/api/cart/validate', 'catalogue', 'validateCart', 'public'),
  route('POST', '/api/notify-product-interest', 'interest', 'notifyProductInterest', 'public'),
  // The signed-in caller and guest-purchase linking.
  route('GET', '/api/me', 'account', 'getMe', 'signed-in'),
  route('POST', '/api/link-buyer-purchases', 'account', 'linkBuyerPurchases', 'signed-in'),
  // Password reset and invitations.
  route('POST', '/api/request-password-reset', 'auth', 'requestPasswordReset', 'public'),
  route('GET', '/api/invitations/{token}', 'auth', 'getInvitation', 'public'),
  route('POST', '/api/complete-invitation', 'auth', 'completeInvitation', 'public'),
  // Checkout and payment results.
  route('POST', '/api/create-payment', 'checkout', 'createPayment', 'signed-in'),
  route('POST', '/api/create-payment-universal', 'checkout', 'createPaymentUniversal', 'public'),
  route('POST', '/api/verify-payment', 'checkout', 'verifyPayment', 'signed-in'),
  route('POST', '/api/verify-payment-universal', 'checkout', 'verifyPaymentUniversal', 'public'),
  route('POST', '/api/stripe-webhook', 'webhook', 'stripeWebhook', 'webhook'),
  // Guest downloads by paid Checkout Session.
  route('POST', '/api/get-buyer-purchases', 'downloads', 'getBuyerPurchases', 'public'),
  route('POST', '/api/get-buyer-files', 'downloads', 'getBuyerFiles', 'public'),
  route(
    'POST',
    '/api/download-file-unauthorized',
    'downloads',
    'downloadFileUnauthorized',
    'public',
  ),
  // The signed-in buyer's account area (account spec: /myaccount).
  route('GET', '/api/my/purchases', 'my-account', 'getMyPurchases', 'signed-in'),
  route('GET', '/api/my/products/{id}', 'my-account', 'getMyProduct', 'signed-in'),
  route('POST', '/api/secure-download', 'my-account', 'secureDownload', 'signed-in'),
  route('GET', '/api/my/preferences', 'my-account', 'getPreferences', 'signed-in'),
  route('PUT', '/api/my/preferences', 'my-account', 'putPreferences', 'signed-in'),
  route('PUT', '/api/my/profile', 'my-account', 'putProfile', 'signed-in'),
  route('POST', '/api/my/delete-account', 'my-account', 'deleteAccount', 'signed-in'),
  route('POST', '/api/send-deletion-emails', 'my-account', 'sendDeletionEmails', 'signed-in'),
];

export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOfGroup(group: FunctionGroup): RouteDefinition[] {
  return ROUTES.filter((route) => route.group === group);
}
