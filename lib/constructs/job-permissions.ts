/**
 * What each background job's role may do (the API groups' are in permissions.ts, with the
 * shapes both use); granted by grants.ts like a group's.
 */
import { type GroupPermissions, writes } from './permissions';

/** The background jobs (lambdas/jobs/*), outside the route table. */
export const JOB_PERMISSIONS = {
  // Update and availability notifications: reads buyers and preferences, claims each recipient,
  // sends mail, and queues the batches (and continuations) of its own fan-out through the
  // notification outbox (NOTIFY#OUTBOX#, under notificationJob), which its schedule sweeps.
  notifyBuyers: {
    table: writes('notificationJob', 'notificationSent'),
    sendEmail: true,
    notifyQueue: true,
  },
  // Final removal of accounts marked for deletion 30 days ago: personal items go (with the
  // month's user counter and the n8n library's token lookup), purchases and orders are
  // anonymised; follows go with their storefronts' counts, and a seller's storefront with its
  // followers' entries and handle claims.
  // payouts: a purged seller's payout account is closed (their ledger is kept).
  // Reviews: the account's reviews, reports and helpful votes are deleted, its replies
  // anonymised. The review requests due are sent (claimed and marked under REVIEW_REQUESTS#).
  // Data migrations: rewrite orders in place and keep their progress under META; initialise
  // the product counters (STATS) once; list existing products in the browsable catalogue
  // (browse state under PRODUCT#, BROWSE#).
  purgeDeletedAccounts: {
    table: writes(
      'user',
      'order',
      'stats',
      'n8nLibrary',
      'payouts',
      'seedMarker',
      'storefront',
      'storefrontHandle',
      'product',
      'browse',
      'review',
      'reviewVote',
      // Migrations: earlier orders counted into popularity and the sales figures, and the
      // sellers' product rankings and sale rows filled from them.
      'popularity',
      'salesFigure',
      // The due review-request e-mails, claimed before sending.
      'reviewRequest',
    ),
    scanTable: true,
    sendEmail: true,
    cognitoAdmin: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser'],
  },
  // The re-read of stored automation files: scans file records, reads their objects, writes
  // back manifests and its progress under META. Never writes an object: findings are reported.
  rereadAutomationFiles: {
    // browse: a product whose manifests changed has its catalogue listing synced again.
    table: writes('product', 'browse', 'seedMarker'),
    scanTable: true,
    files: 'read',
  },
  // Seller payouts (stream of outbox orders, release schedule): books shares and their ledger
  // in the sellers' partitions, takes the order out of the outbox, calls Stripe Connect.
  payoutsWorker: {
    // salesFigure: paid and refunded orders counted into the per-product and per-seller figures.
    table: writes('payouts', 'order', 'salesFigure'),
    stripe: true,
  },
  // The search indexer (stream of product changes, daily reconcile): reads products, writes
  // snapshots and swaps the head item.
  searchIndexer: {
    table: writes('searchIndex'),
    searchIndex: 'write',
  },
  // The hourly sitemap: reads the catalogue listing (GSI1 CATALOGUE), writes only its files.
  sitemap: { table: {}, siteFiles: true },
} as const satisfies Record<string, GroupPermissions>;
