/**
 * The route table: the single source of truth for the HTTP API. Each entry is declared once,
 * keyed by its API Gateway route key (`METHOD /path`), with its function group, access level,
 * caching and the zod schemas of its path parameters, query string and body, plus the type of
 * its answer. The CDK stack makes one API Gateway route per entry and one Lambda per function
 * group; the local API server dispatches with the same entries; `defineHandler` reads access and
 * schemas from here; the web client is typed from it (`web/src/lib/api-client.ts`).
 *
 * Adding a route is one entry here plus its handler (`defineHandler('METHOD /path', ...)`)
 * registered in the group's entry file (`lambdas/functions/{group}.ts`). Every entry states what
 * each kind of caller gets from it (`outcomes`, usually `BY_ACCESS`; see lambdas/route-access.ts),
 * which the authorisation matrix suite checks.
 *
 * This module imports contracts only (zod schemas and types), never handlers, so the CDK app and
 * the web's type-checker can read it without the server code.
 */
import type { z } from 'zod';
import type { LinkPurchasesResponse, MeResponse } from './contracts/account';
import { linkPurchasesBody } from './contracts/account';
import {
  completeInvitationBody,
  invitationParams,
  passwordResetBody,
  type CompleteInvitationResponse,
  type InvitationResponse,
  type PasswordResetResponse,
} from './contracts/auth';
import {
  createPaymentBody,
  createPaymentUniversalBody,
  verifyPaymentBody,
  type CheckoutResponse,
  type VerifyPaymentResponse,
} from './contracts/checkout';
import {
  guestDownloadBody,
  sessionBody,
  type BuyerFilesResponse,
  type BuyerPurchaseResponse,
  type DownloadUrlResponse,
} from './contracts/downloads';
import { notifyInterestBody, type NotifyInterestResponse } from './contracts/interest';
import {
  deletionEmailsBody,
  preferencesBody,
  profileBody,
  secureDownloadBody,
  type DeleteAccountResponse,
  type MyPurchasesResponse,
  type Preferences,
  type ProfileResponse,
  type PurchasedProductResponse,
  type SecureDownloadResponse,
} from './contracts/my-account';
import {
  cartValidateBody,
  type CartValidateResponse,
  type ProductDetailResponse,
} from './contracts/products';
import {
  createProductBody,
  createVersionBody,
  flagsBody,
  imagesBody,
  imageUploadBody,
  listManagedProductsQuery,
  relationshipsBody,
  updateProductBody,
  updateVersionBody,
  versionActionBody,
  type ImageUploadResponse,
  type ManagedProductDetail,
  type ManagedProductsResponse,
} from './contracts/manage-products';
import {
  addVideoBody,
  confirmFileBody,
  fileOrderBody,
  fileUploadBody,
  updateFileBody,
  type FileUploadResponse,
} from './contracts/manage-products';
import {
  architectureDocBody,
  auditQuery,
  createInvitationBody,
  debugPanelBody,
  grantPurchaseBody,
  listInvitationsQuery,
  listUsersQuery,
  setRoleBody,
  setSellerBody,
  setStateBody,
  statsQuery,
  type AdminSettings,
  type AdminUserDetail,
  type AdminUsersResponse,
  type AuditResponse,
  type DebugPanelFlagResponse,
  type InvitationSummary,
  type InvitationsResponse,
  type PaymentModeResponse,
  type SalesStats,
  type SecurityOverview,
} from './contracts/admin';
import type { CatalogueResponse } from './rules/product';
import type {
  AdminSummary,
  DraftVersionsResponse,
  SellerSummaryCards,
} from './contracts/back-office';
import { assignSellerBody, type SellersResponse } from './contracts/manage-products';
import { BY_ACCESS, type RouteAccess, type RouteOutcomes } from './route-access';
import type { WebhookFailuresResponse, WebhookRetryResponse } from './contracts/webhook-failures';
import {
  n8nCollectionsQuery,
  n8nLibraryItemParams,
  n8nLibraryParams,
  n8nSearchQuery,
  type MyN8nLibraryCreated,
  type MyN8nLibraryStatus,
  type N8nCategoriesResponse,
  type N8nCollectionResponse,
  type N8nCollectionsResponse,
  type N8nHealthResponse,
  type N8nSearchResponse,
  type N8nTemplateResponse,
  type N8nWorkflowImport,
} from './contracts/n8n-library';
import {
  payoutEntriesQuery,
  sellerCommissionBody,
  sellerParams,
  shopCommissionBody,
  transferParams,
  type AdminPayoutsResponse,
  type OnboardingLinkResponse,
  type SellerCommission,
  type SellerPayoutsResponse,
  type TransferRetryResponse,
} from './contracts/payouts';

/** OPTIONS only for the CORS preflights of the n8n template library (answered by its group). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export type { RouteAccess } from './route-access';

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
  'manage',
  'admin',
  'sales',
  'n8n-library',
  'payouts',
] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

/** One entry of the table. `response` is a type marker only (undefined at run time). */
export interface RouteSpec {
  group: FunctionGroup;
  access: RouteAccess;
  /** What each kind of caller gets (the authorisation matrix); see lambdas/route-access.ts. */
  outcomes: RouteOutcomes;
  caching?: RouteCaching;
  /** Path parameters; when absent every `{name}` of the path is checked with pathParamSchema. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Largest accepted body in bytes (413 above it); DEFAULT_MAX_BODY_BYTES when absent. */
  maxBodyBytes?: number;
  response: unknown;
}

/** Every JSON body the shop takes is small; 256 KiB leaves room for long descriptions. */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** The type of a route's answer, carried by the table without any run-time value. */
const responds = <T>(): T => undefined as T;

/** The n8n library routes: anyone with the URL reads it; an unknown token is 404 for all. */
const LIBRARY_CAPABILITY: RouteOutcomes = { capability: 'token' };

export const ROUTE_TABLE = {
  // Catalogue and product pages: public, richer for a signed-in caller.
  'GET /api/products': {
    group: 'catalogue',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    response: responds<CatalogueResponse>(),
  },
  'GET /api/products/{id}': {
    group: 'catalogue',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    response: responds<ProductDetailResponse>(),
  },
  'POST /api/cart/validate': {
    group: 'catalogue',
    access: 'public',
    outcomes: BY_ACCESS,
    body: cartValidateBody,
    response: responds<CartValidateResponse>(),
  },
  'POST /api/notify-product-interest': {
    group: 'interest',
    access: 'public',
    outcomes: BY_ACCESS,
    body: notifyInterestBody,
    response: responds<NotifyInterestResponse>(),
  },
  // The signed-in caller and guest-purchase linking.
  'GET /api/me': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MeResponse>(),
  },
  'POST /api/link-buyer-purchases': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: linkPurchasesBody,
    response: responds<LinkPurchasesResponse>(),
  },
  // Password reset and invitations.
  'POST /api/request-password-reset': {
    group: 'auth',
    access: 'public',
    outcomes: BY_ACCESS,
    body: passwordResetBody,
    response: responds<PasswordResetResponse>(),
  },
  'GET /api/invitations/{token}': {
    group: 'auth',
    access: 'public',
    outcomes: BY_ACCESS,
    params: invitationParams,
    response: responds<InvitationResponse>(),
  },
  'POST /api/complete-invitation': {
    group: 'auth',
    access: 'public',
    outcomes: BY_ACCESS,
    body: completeInvitationBody,
    response: responds<CompleteInvitationResponse>(),
  },
  // Checkout and payment results.
  'POST /api/create-payment': {
    group: 'checkout',
    access: 'signed-in',
    // Admins and sellers run the shop and do not buy in it.
    outcomes: { sellers: 403, admin: 403 },
    body: createPaymentBody,
    response: responds<CheckoutResponse>(),
  },
  'POST /api/create-payment-universal': {
    group: 'checkout',
    access: 'public',
    outcomes: BY_ACCESS,
    body: createPaymentUniversalBody,
    response: responds<CheckoutResponse>(),
  },
  'POST /api/verify-payment': {
    group: 'checkout',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    body: verifyPaymentBody,
    response: responds<VerifyPaymentResponse>(),
  },
  'POST /api/verify-payment-universal': {
    group: 'checkout',
    access: 'public',
    outcomes: BY_ACCESS,
    body: verifyPaymentBody,
    response: responds<VerifyPaymentResponse>(),
  },
  // Raw body: the Stripe signature is checked on the exact bytes, so no schema here.
  'POST /api/stripe-webhook': {
    group: 'webhook',
    access: 'webhook',
    outcomes: BY_ACCESS,
    response: responds<{ received: true }>(),
  },
  // Failed webhook fulfilments: the admin lists and retries them. In the webhook group, which
  // already holds the Stripe key and the fulfilment's grants, so the admin group needs neither.
  'GET /api/admin/webhook-failures': {
    group: 'webhook',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<WebhookFailuresResponse>(),
  },
  'POST /api/admin/webhook-failures/{eventId}/retry': {
    group: 'webhook',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<WebhookRetryResponse>(),
  },
  // Guest downloads by paid Checkout Session.
  'POST /api/get-buyer-purchases': {
    group: 'downloads',
    access: 'public',
    outcomes: BY_ACCESS,
    body: sessionBody,
    response: responds<BuyerPurchaseResponse>(),
  },
  'POST /api/get-buyer-files': {
    group: 'downloads',
    access: 'public',
    outcomes: BY_ACCESS,
    body: sessionBody,
    response: responds<BuyerFilesResponse>(),
  },
  'POST /api/download-file-unauthorized': {
    group: 'downloads',
    access: 'public',
    outcomes: BY_ACCESS,
    body: guestDownloadBody,
    response: responds<DownloadUrlResponse>(),
  },
  // The signed-in buyer's account area (account spec: /myaccount).
  'GET /api/my/purchases': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyPurchasesResponse>(),
  },
  'GET /api/my/products/{id}': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    response: responds<PurchasedProductResponse>(),
  },
  'POST /api/secure-download': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    body: secureDownloadBody,
    response: responds<SecureDownloadResponse>(),
  },
  'GET /api/my/preferences': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<Preferences>(),
  },
  'PUT /api/my/preferences': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: preferencesBody,
    response: responds<Preferences>(),
  },
  'PUT /api/my/profile': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: profileBody,
    response: responds<ProfileResponse>(),
  },
  'POST /api/my/delete-account': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<DeleteAccountResponse>(),
  },
  'POST /api/send-deletion-emails': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    body: deletionEmailsBody,
    response: responds<DeleteAccountResponse>(),
  },
  // Catalogue management: sellers their own products, admins all.
  'GET /api/manage/products': {
    group: 'manage',
    access: 'seller',
    outcomes: BY_ACCESS,
    query: listManagedProductsQuery,
    response: responds<ManagedProductsResponse>(),
  },
  'POST /api/manage/products': {
    group: 'manage',
    access: 'seller',
    outcomes: BY_ACCESS,
    body: createProductBody,
    response: responds<ManagedProductDetail>(),
  },
  'GET /api/manage/products/{id}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: updateProductBody,
    response: responds<ManagedProductDetail>(),
  },
  'DELETE /api/manage/products/{id}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<{ outcome: 'deleted' | 'retired' }>(),
  },
  'PUT /api/manage/products/{id}/flags': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: flagsBody,
    response: responds<ManagedProductDetail>(),
  },

  'POST /api/manage/products/{id}/versions': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: createVersionBody,
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}/versions/{versionId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: updateVersionBody,
    response: responds<ManagedProductDetail>(),
  },
  'POST /api/manage/products/{id}/versions/{versionId}/publish': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: versionActionBody,
    response: responds<ManagedProductDetail>(),
  },
  'POST /api/manage/products/{id}/versions/{versionId}/latest': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: versionActionBody,
    response: responds<ManagedProductDetail>(),
  },
  // Files and instruction videos of a product version (browser -> S3 uploads, then confirm).
  'POST /api/manage/products/{id}/files/upload': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: fileUploadBody,
    response: responds<FileUploadResponse>(),
  },
  'POST /api/manage/products/{id}/files': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: confirmFileBody,
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}/files/{fileId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: updateFileBody,
    response: responds<ManagedProductDetail>(),
  },
  'DELETE /api/manage/products/{id}/files/{fileId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}/file-order': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: fileOrderBody,
    response: responds<ManagedProductDetail>(),
  },
  'POST /api/manage/products/{id}/videos': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: addVideoBody,
    response: responds<ManagedProductDetail>(),
  },
  'DELETE /api/manage/products/{id}/videos/{fileId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<ManagedProductDetail>(),
  },
  // Product images (browser-resized WebP, uploaded straight to the media bucket) and links.
  'POST /api/manage/products/{id}/images/uploads': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: imageUploadBody,
    response: responds<ImageUploadResponse>(),
  },
  'PUT /api/manage/products/{id}/images': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: imagesBody,
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}/relationships': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: relationshipsBody,
    response: responds<ManagedProductDetail>(),
  },
  // Running the shop (admin): users and roles, sellers, invitations, audit log, settings.
  'GET /api/admin/users': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: listUsersQuery,
    response: responds<AdminUsersResponse>(),
  },
  'GET /api/admin/users/{userId}': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminUserDetail>(),
  },
  'PUT /api/admin/users/{userId}/role': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: setRoleBody,
    response: responds<AdminUserDetail>(),
  },
  'PUT /api/admin/users/{userId}/state': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: setStateBody,
    response: responds<AdminUserDetail>(),
  },
  'PUT /api/admin/users/{userId}/seller': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: setSellerBody,
    response: responds<AdminUserDetail>(),
  },
  'POST /api/admin/users/{userId}/purchases': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: grantPurchaseBody,
    response: responds<AdminUserDetail>(),
  },
  'GET /api/admin/invitations': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: listInvitationsQuery,
    response: responds<InvitationsResponse>(),
  },
  'POST /api/admin/invitations': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: createInvitationBody,
    response: responds<InvitationSummary>(),
  },
  'POST /api/admin/invitations/{invitationId}/resend': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<InvitationSummary>(),
  },
  'DELETE /api/admin/invitations/{invitationId}': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<InvitationSummary>(),
  },
  'GET /api/admin/audit': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: auditQuery,
    response: responds<AuditResponse>(),
  },
  'GET /api/admin/security': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<SecurityOverview>(),
  },
  'GET /api/admin/settings': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminSettings>(),
  },
  'PUT /api/admin/settings/debug-panel': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: debugPanelBody,
    response: responds<AdminSettings>(),
  },
  'PUT /api/admin/settings/architecture': {
    group: 'admin',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: architectureDocBody,
    response: responds<AdminSettings>(),
  },

  // Sales statistics: read-only, from counters and the sales listing (never a Scan).
  'GET /api/admin/stats': {
    group: 'sales',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: statsQuery,
    response: responds<SalesStats>(),
  },
  'GET /api/admin/sales.csv': {
    group: 'sales',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: statsQuery,
    response: responds<string>(),
  },
  'GET /api/seller/stats': {
    group: 'sales',
    access: 'seller',
    outcomes: BY_ACCESS,
    query: statsQuery,
    response: responds<SalesStats>(),
  },
  // Back-office overview (admin): seller assignment, the sellers, every draft version; the
  // summary cards of both areas (counters and index counts, never a Scan).
  'PUT /api/manage/products/{id}/seller': {
    group: 'manage',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: assignSellerBody,
    response: responds<ManagedProductDetail>(),
  },
  'GET /api/manage/sellers': {
    group: 'manage',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<SellersResponse>(),
  },
  'GET /api/manage/versions/drafts': {
    group: 'manage',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<DraftVersionsResponse>(),
  },
  'GET /api/admin/summary': {
    group: 'sales',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminSummary>(),
  },
  'GET /api/seller/summary': {
    group: 'sales',
    access: 'seller',
    outcomes: BY_ACCESS,
    response: responds<SellerSummaryCards>(),
  },
  // For any signed-in caller: the payment-mode lookup and the debug-panel flag.
  'GET /api/payment-mode': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<PaymentModeResponse>(),
  },
  'GET /api/debug-panel': {
    group: 'account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<DebugPanelFlagResponse>(),
  },
  // The buyer's personal n8n template library URL: status, create or rotate, revoke.
  'GET /api/my/n8n-library': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyN8nLibraryStatus>(),
  },
  'POST /api/my/n8n-library': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyN8nLibraryCreated>(),
  },
  'DELETE /api/my/n8n-library': {
    group: 'my-account',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<undefined>(),
  },
  // The n8n template library itself, called by the buyer's n8n editor from any origin. The
  // token in the path is the only credential (a capability URL): no Cognito token is read, and
  // an unknown token is 404 for everyone. Paths are those n8n appends to N8N_TEMPLATES_HOST.
  'GET /api/n8n/{token}/health': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    response: responds<N8nHealthResponse>(),
  },
  'GET /api/n8n/{token}/templates/categories': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    response: responds<N8nCategoriesResponse>(),
  },
  'GET /api/n8n/{token}/templates/search': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    query: n8nSearchQuery,
    response: responds<N8nSearchResponse>(),
  },
  'GET /api/n8n/{token}/templates/collections': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    query: n8nCollectionsQuery,
    response: responds<N8nCollectionsResponse>(),
  },
  'GET /api/n8n/{token}/templates/collections/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryItemParams,
    response: responds<N8nCollectionResponse>(),
  },
  'GET /api/n8n/{token}/templates/workflows/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryItemParams,
    response: responds<N8nTemplateResponse>(),
  },
  'GET /api/n8n/{token}/workflows/templates/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryItemParams,
    response: responds<N8nWorkflowImport>(),
  },
  // CORS preflights of the library routes above (the editor sends an n8n-version header).
  'OPTIONS /api/n8n/{token}/health': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/categories': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/search': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/collections': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/collections/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryItemParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/workflows/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryItemParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/workflows/templates/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryItemParams,
    response: responds<undefined>(),
  },
  // ---- Seller payouts through Stripe Connect (group `payouts`) -------------------------------
  // The seller's own payout page: account state (never the account id), totals and ledger; the
  // onboarding link (creates the Express account once); the ledger as CSV. A caller without an
  // active seller record (an admin) has no payouts: 403.
  'GET /api/seller/payouts': {
    group: 'payouts',
    access: 'seller',
    outcomes: { admin: 403 },
    query: payoutEntriesQuery,
    response: responds<SellerPayoutsResponse>(),
  },
  'POST /api/seller/payouts/onboarding': {
    group: 'payouts',
    access: 'seller',
    outcomes: { admin: 403 },
    response: responds<OnboardingLinkResponse>(),
  },
  'GET /api/seller/payouts/ledger.csv': {
    group: 'payouts',
    access: 'seller',
    outcomes: { admin: 403 },
    response: responds<string>(),
  },
  // The admin's payouts overview per seller with failed transfers, their retry, and the
  // commission: the shop's default rate and a seller's own rate.
  'GET /api/admin/payouts': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminPayoutsResponse>(),
  },
  'POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    params: transferParams,
    response: responds<TransferRetryResponse>(),
  },
  'PUT /api/admin/settings/commission': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: shopCommissionBody,
    response: responds<AdminSettings>(),
  },
  'PUT /api/admin/sellers/{sellerId}/commission': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    params: sellerParams,
    body: sellerCommissionBody,
    response: responds<SellerCommission>(),
  },
  // Stripe Connect events (account.updated), signed with the Connect endpoint's own secrets;
  // raw body, like the payments webhook.
  'POST /api/stripe-connect-webhook': {
    group: 'payouts',
    access: 'webhook',
    outcomes: BY_ACCESS,
    response: responds<{ received: true }>(),
  },
} as const satisfies Record<string, RouteSpec>;

export type RouteTable = typeof ROUTE_TABLE;
export type RouteKey = keyof RouteTable;

/** `{id}` and `{fileId}` of `/api/products/{id}/files/{fileId}`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

type PathOf<Key extends string> = Key extends `${string} ${infer Path}` ? Path : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type Field<K extends RouteKey, F extends string> = F extends keyof RouteTable[K]
  ? RouteTable[K][F]
  : undefined;

/** Path parameters of a route, by name. */
export type RouteParams<K extends RouteKey> = Record<PathParamNames<PathOf<K>>, string>;
/** Validated query and body as the handler receives them. */
export type RouteQuery<K extends RouteKey> = SchemaOutput<Field<K, 'query'>>;
export type RouteBody<K extends RouteKey> = SchemaOutput<Field<K, 'body'>>;
/** Query and body as a client sends them. */
export type RouteQueryInput<K extends RouteKey> = SchemaInput<Field<K, 'query'>>;
export type RouteBodyInput<K extends RouteKey> = SchemaInput<Field<K, 'body'>>;
export type RouteResponse<K extends RouteKey> = RouteTable[K]['response'];
export type RouteAccessOf<K extends RouteKey> = RouteTable[K]['access'];

/** The flat view of one entry that the CDK stack, the local server and the tests read. */
export interface RouteDefinition {
  /** `METHOD /path`, as API Gateway names the route. */
  key: string;
  method: HttpMethod;
  /** API Gateway path syntax: `/api/products/{id}`. */
  path: string;
  group: FunctionGroup;
  access: RouteAccess;
  caching: RouteCaching;
  /** The query string parameters the route reads (CloudFront keys its cache on these only). */
  queryNames?: readonly string[];
}

/** Keys of a route's query schema: every query schema is a zod object. */
function queryNamesOf(key: string, query: z.ZodType | undefined): string[] {
  if (!query) return [];
  const shape = (query as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error(`${key}: the query schema is not an object`);
  return Object.keys(shape).sort();
}

export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ');
  return { method: method as HttpMethod, path: path ?? '' };
}

export const ROUTES: readonly RouteDefinition[] = (
  Object.entries(ROUTE_TABLE) as [RouteKey, RouteSpec][]
).map(([key, spec]) => ({
  key,
  ...splitRouteKey(key),
  group: spec.group,
  access: spec.access,
  caching: spec.caching ?? 'no-store',
  queryNames: queryNamesOf(key, spec.query),
}));

export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOfGroup(group: FunctionGroup): RouteDefinition[] {
  return ROUTES.filter((route) => route.group === group);
}

/** Names of a path's `{placeholders}`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}
