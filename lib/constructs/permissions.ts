/**
 * What each function group may touch on AWS. Keyed by every FUNCTION_GROUPS entry, so adding a
 * group to FUNCTION_GROUPS (lambdas/routes/route-spec.ts) fails type-checking here until someone decides its permissions:
 * locally nothing enforces IAM, so a forgotten grant would only show up on AWS.
 */
import type { FunctionGroup } from '../../lambdas/routes';
import { ADMIN_GROUP_COGNITO_ACTIONS, type GroupPermissions } from './group-grants';
import { writes } from './table-grants';

// The kinds of grant and the table's partitions live beside this file; re-exported so the
// constructs and tests that read a group's permissions import them from one place.
export * from './group-grants';
export * from './table-grants';

const READ_ONLY = { table: {} } as const satisfies GroupPermissions;

/**
 * Declared once per group: a route that needs more adds it to its group's entry here. Locally
 * nothing enforces IAM, so tests/infra/group-permissions.test.ts pins each group's actions.
 */
export const GROUP_PERMISSIONS: Record<FunctionGroup, GroupPermissions> = {
  // Product listing, detail and cart validation: reads only.
  catalogue: READ_ONLY,
  // Interest registration (conditional puts in the product's partition, rate-limit windows)
  // and its confirmation e-mail.
  interest: { table: writes('product', 'rateLimit'), sendEmail: true },
  // Profile creation on first call (with the month's user counter), guest-purchase linking
  // (purchases and the orders' user id). Cognito GetUser runs with the caller's own access
  // token, which needs no IAM permission.
  account: { table: writes('user', 'order', 'stats') },
  // Password reset (ForgotPassword is a public Cognito call; rate-limit windows) and invitation
  // sign-up, which uses up the link, updates the record, makes the profile and puts the new
  // user in the invited role's group.
  auth: {
    table: writes('invitationLink', 'invitationRecord', 'user', 'stats', 'rateLimit'),
    cognitoAdmin: [
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminAddUserToGroup',
    ],
  },
  // Checkout sessions (orders, rate limits), payment verification and fulfilment (the order,
  // the buyer's purchases and the sales counters, in one transaction; the receipt).
  checkout: {
    // payouts: a duplicate payment's refund takes back sellers' shares of its lines.
    // product, browse, popularity: a settled order moves its products' popular order (the
    // popularity counter and its markers, then the catalogue sync). salesFigure: a free claim
    // counts on the product's and seller's figure items and ranks the product.
    table: writes(
      'order',
      'user',
      'guestOwnership',
      'stats',
      'rateLimit',
      'discount',
      'payouts',
      'product',
      'browse',
      'popularity',
      'salesFigure',
    ),
    stripe: true,
    sendEmail: true,
  },
  // Stripe events: event ids, the same fulfilment as the success page, failed events for the
  // admin's retry and its audit entry; payouts as in checkout.
  webhook: {
    table: writes(
      'processedEvent',
      'order',
      'user',
      'guestOwnership',
      'stats',
      'webhookFailure',
      'audit',
      'discount',
      'payouts',
      // A refund from Stripe's Dashboard hides the refunded buyer's review.
      'review',
      // Paid orders and refunds move their products' popular and rating order (as checkout).
      'product',
      'browse',
      'popularity',
    ),
    stripe: true,
    sendEmail: true,
  },
  // Guest downloads: reads the order and files, signs GET URLs; its only write is the
  // per-client rate-limit window.
  downloads: {
    table: { write: { partitions: ['rateLimit'], actions: ['dynamodb:UpdateItem'] } },
    files: 'read',
  },
  // The buyer's account area: purchases, secure downloads (signs GET URLs), preferences, the
  // full name (Cognito and profile), account deletion and its e-mails, the n8n library URL (its
  // owner record under USER# and the token lookup). GetUser runs with the caller's own access
  // token.
  'my-account': {
    table: writes('user', 'stats', 'n8nLibrary'),
    files: 'read',
    sendEmail: true,
    cognitoAdmin: ['cognito-idp:AdminUpdateUserAttributes'],
  },
  // Catalogue management: products, versions (publishing queues buyers' update e-mails), files
  // (signs presigned upload PUTs, reads an upload's real size with HeadObject, deletes objects);
  // "now available" e-mails to the notify-me list; product images (presigned uploads, removal
  // of unused ones); the admin's seller assignment with its audit entry and the product's place
  // in the sellers' product rankings (salesFigure); the product counters (STATS) every product
  // write moves in its transaction.
  manage: {
    table: writes(
      'product',
      'browse',
      'audit',
      'notificationJob',
      'notificationSent',
      'stats',
      'salesFigure',
    ),
    files: 'readWrite',
    media: 'readWrite',
    notifyQueue: true,
    sendEmail: true,
  },
  // Upload confirmation: checks the uploaded object (HeadObject), reads an automation file
  // (GetObject), stores its cleaned copy (PutObject) or deletes a refused upload, and writes the
  // file row with the upload ticket's consumption.
  'manage-files': {
    table: writes('product', 'browse'),
    files: 'readWrite',
  },
  // Running the shop: roles (group membership, the last-admin count), suspension (disable and
  // enable sign-in), sellers, complimentary purchases, invitations and their e-mails, the audit
  // log and the settings item; asking for a re-read of automation files (its item under META).
  admin: {
    table: writes(
      'user',
      'order',
      'product',
      'audit',
      'invitationLink',
      'invitationRecord',
      'settings',
      'stats',
      'seedMarker',
    ),
    sendEmail: true,
    cognitoAdmin: ADMIN_GROUP_COGNITO_ACTIONS,
  },
  // Sales statistics and the CSV export: counters, sales listings and product names, read only.
  sales: READ_ONLY,
  // The n8n template library: reads the token lookup, purchases, products and the workflow
  // files themselves (GetObject, no signing needed); its only write is the per-URL rate limit.
  'n8n-library': {
    table: { write: { partitions: ['rateLimit'], actions: ['dynamodb:UpdateItem'] } },
    files: 'read',
  },
  // Discount codes: the code's record and its name's claim (one transaction), the Stripe
  // coupon and promotion code per mode (and the Stripe Products a code names), the cart's
  // check with its per-client rate limit.
  discounts: {
    table: writes('discount', 'discountName', 'rateLimit'),
    stripe: true,
  },
  // Seller payouts: the seller's connected account (created once through Stripe, its lookup),
  // transfers, their ledger entries and totals, the admin's commission settings and retries
  // (with their audit entries), Connect's account events (event ids).
  payouts: {
    table: writes('payouts', 'connectedAccount', 'settings', 'audit', 'processedEvent'),
    stripe: true,
  },
  // The admin's orders and refunds: the Stripe refund, then in one transaction the order, the
  // refunded purchases (accounts) or ownership (guests), the sales counters and the audit
  // entry; the sellers' shares taken back (payouts) and the buyer's refund e-mail.
  orders: {
    // product, browse, popularity: a refund moves its products' popular and rating order.
    table: writes(
      'order',
      'user',
      'guestOwnership',
      'stats',
      'audit',
      'payouts',
      'review',
      'product',
      'browse',
      'popularity',
    ),
    stripe: true,
    sendEmail: true,
  },
  // Catalogue text search: reads the index's head item and snapshot, and the page's products.
  search: { table: {}, searchIndex: 'read' },
  // Storefronts: the seller's page and its handle's claim (one transaction), avatars (presigned
  // uploads to the media bucket, checked, old ones removed), follows on both sides (the user's
  // USER#…/FOLLOWS# and the storefront's FOLLOWER#) with the count, the admin's hiding with its
  // audit entry.
  storefronts: {
    table: writes('storefront', 'storefrontHandle', 'user', 'audit'),
    media: 'readWrite',
  },
  // Reviews: the review and its product's aggregate (one transaction), reports, helpful votes
  // (the voter's vote with the review's count, one transaction), the per-user rate limits, and
  // the admin's moderation with its audit entry.
  // product, browse: a changed rating moves the product's card and rating order (the sync).
  // reviewRequest: the review-request e-mail's unsubscribe link writes the opt-out.
  reviews: {
    table: writes(
      'review',
      'reviewVote',
      'reviewRequest',
      'rateLimit',
      'audit',
      'product',
      'browse',
    ),
  },
  // Bundles: the bundle and its products' memberships, in one transaction.
  bundles: { table: writes('bundle', 'bundleMembership') },
};
