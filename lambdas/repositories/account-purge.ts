import { personalItemsPurge } from './account-deletion-repository';
import type { AccountPurgeStep, LeftByThePurge } from './account-purge-step';
import { auditLogLeftByThePurge } from './audit-repository';
import {
  browseKeys,
  bundleKeys,
  counterKeys,
  salesFigureKeys,
  discountKeys,
  keys,
  payoutKeys,
  rateLimitKeys,
  storefrontKeys,
  reviewKeys,
  reviewRequestKeys,
  webhookFailureKeys,
} from './keys';
import { n8nLibraryPurge } from './n8n-library-repository';
import { ordersPurge } from './order-lookup-repository';
import { payoutAccountPurge } from './payout-account-repository';
import { storefrontPurge } from './storefront-purge';
import { directoryUserPurge } from './user-directory-admin';
import { helpfulVotesPurge, reviewsPurge } from './review-purge';
import { reviewRequestsPurge } from './review-request-repository';
import { purchasesPurge } from './user-repository';

/**
 * The final removal of an account (the nightly purge), in order. Each step is declared beside
 * the repository of its data; a new per-user item needs its step here, or its key builder among
 * LEFT_BY_THE_PURGE with the reason (tests/unit/repositories/account-purge.test.ts checks both).
 */
export const ACCOUNT_PURGE_STEPS: readonly AccountPurgeStep[] = [
  directoryUserPurge,
  // Before the purchases: they name the products the account reviewed.
  reviewsPurge,
  helpfulVotesPurge,
  purchasesPurge,
  // Before the orders: it finds the requests through the orders' e-mail lookup.
  reviewRequestsPurge,
  ordersPurge,
  n8nLibraryPurge,
  payoutAccountPurge,
  // Before the personal items: it reads the seller record they delete.
  storefrontPurge,
  // Last: the deletion request goes with the personal items, so a failure above is retried.
  personalItemsPurge,
];

/** Items the purge leaves as they are, and why: none of them is an account's own record. */
export const LEFT_BY_THE_PURGE: readonly LeftByThePurge[] = [
  {
    reason:
      "The shop's products and what belongs to them, with their catalogue listing and counts " +
      '(popularity markers name an order by its session id only, like order lines)',
    keys: [
      keys.product,
      keys.version,
      keys.file,
      keys.relationship,
      keys.uploadTicket,
      browseKeys.state,
      browseKeys.facet,
      browseKeys.popularity,
      browseKeys.sale,
    ],
  },
  {
    reason: "Sellers' and the shop's bundles of products, and which bundles include a product",
    keys: [bundleKeys.bundle, bundleKeys.membership],
  },
  {
    reason: 'Order lines carry the product and the amount only; the order itself is anonymised',
    keys: [keys.orderItem],
  },
  {
    reason:
      "An order's id and invoice number lookups and its Stripe events carry ids and event types " +
      'only, no personal data; they stay with the anonymised order',
    keys: [keys.orderRef, keys.invoiceNumber, keys.orderEvent],
  },
  {
    reason:
      'Guest checkouts belong to an e-mail address, not to an account: the proof of purchase ' +
      'that turns a second payment into a refund',
    keys: [keys.guestOwnership],
  },
  {
    reason:
      'Notify-me sign-ups and sent-notification markers are kept by e-mail address, given ' +
      'without an account; the markers keep a retried job from e-mailing anyone twice',
    keys: [
      keys.interest,
      keys.notificationJob,
      keys.notificationSent,
      storefrontKeys.listingAnnounced,
    ],
  },
  {
    reason:
      'Notification outbox items carry queue messages naming products, versions, user ids and ' +
      'notify-me addresses; a sent one expires through TTL a day later',
    keys: [keys.notificationOutbox],
  },
  {
    reason: "The search index's head names a snapshot of products, nobody's data",
    keys: [keys.searchIndexHead],
  },
  {
    reason: "The admin's invitations, kept for their history (links expire through TTL)",
    keys: [keys.invitation, keys.invitationRecord],
  },
  {
    reason:
      "Discount codes belong to the shop or to a seller record, not to a person's account; " +
      'they keep who made them as an id only, for their history',
    keys: [discountKeys.code, discountKeys.name],
  },
  auditLogLeftByThePurge,
  {
    reason:
      "A product's rating aggregate is counts without personal data (a purged review leaves it " +
      'in the same transaction that deletes the review)',
    keys: [reviewKeys.aggregate],
  },
  {
    reason:
      'A review\'s "most helpful" listing item holds its id and vote count only; it goes with ' +
      'the review (a purged review is deleted with it in one transaction)',
    keys: [reviewKeys.helpfulRank],
  },
  {
    reason:
      'A review-request opt-out is kept by the hash of an e-mail address, not by account (guests ' +
      'have none): the address is never asked again, and the key does not hold the address',
    keys: [reviewRequestKeys.optOut],
  },
  {
    reason:
      "Counters are totals without personal data (the purge takes the profile out of its month's " +
      'users count in the same transaction that deletes it)',
    keys: [
      counterKeys.usersOfMonth,
      counterKeys.salesShard,
      counterKeys.shopProducts,
      counterKeys.sellerProducts,
      keys.interestCount,
      salesFigureKeys.productMonth,
      salesFigureKeys.productTotal,
      salesFigureKeys.sellerMonth,
      salesFigureKeys.salesApplied,
      salesFigureKeys.saleRowsApplied,
      salesFigureKeys.migration,
      salesFigureKeys.sellerViewsMigration,
    ],
  },
  {
    reason:
      "A seller's sale rows name the product, amount, date and whether a guest bought, never " +
      'the buyer: the seller record id and the order session only, like the payout ledger',
    keys: [salesFigureKeys.sellerSale],
  },
  {
    reason:
      'Stripe events, webhook failures (until resolved, then TTL) and rate-limit windows (TTL) ' +
      'are about payments and requests, not records of an account',
    keys: [keys.processedEvent, webhookFailureKeys.item, rateLimitKeys.window],
  },
  {
    reason:
      "A seller's payout shares and ledger are the shop's accounting record of what it owed and " +
      'paid (seller record id, amounts, order references, Stripe ids; no name or e-mail), and ' +
      "a connected account's lookup names only the Stripe account and the seller record id",
    keys: [payoutKeys.transfer, payoutKeys.entry, payoutKeys.connectedAccount],
  },
  {
    reason: "The shop's settings, the demo seed marker and data migrations' progress",
    keys: [keys.adminSettings, keys.seedMarker, keys.migration],
  },
];
