/** Keys of payouts, discount codes and the notification outbox (see keys.ts's table). */
/**
 * Seller payouts through Stripe Connect, one partition per seller record id: the payout account
 * (connected account state, commission override, running totals), the seller's share of each
 * order (its transfer) and the ledger entries. Entry and transfer keys are deterministic (order,
 * seller, kind, line or refund), so a conditional put writes each exactly once.
 */
export const payoutKeys = {
  partition: (sellerId: string) => `PAYOUTS#${sellerId}`,
  account: (sellerId: string) => ({ PK: `PAYOUTS#${sellerId}`, SK: 'ACCOUNT' }),
  transfer: (sellerId: string, orderRef: string) => ({
    PK: `PAYOUTS#${sellerId}`,
    SK: `TRANSFER#${orderRef}`,
  }),
  entry: (sellerId: string, entryKey: string) => ({
    PK: `PAYOUTS#${sellerId}`,
    SK: `ENTRY#${entryKey}`,
  }),
  /** Which seller a connected account belongs to (account.updated names only the account). */
  connectedAccount: (accountId: string) => ({ PK: `CONNECT#${accountId}`, SK: 'ACCOUNT' }),
  /** Sellers with a payout account: the admin's overview. */
  sellerListing: (sellerId: string) => ({ GSI1PK: 'PAYOUT_SELLERS', GSI1SK: sellerId }),
  sellerListingPartition: 'PAYOUT_SELLERS',
  /** A seller's ledger, newest first. */
  ledgerListing: (sellerId: string, at: string, entryKey: string) => ({
    GSI1PK: `LEDGER#${sellerId}`,
    GSI1SK: `${at}#${entryKey}`,
  }),
  ledgerPartition: (sellerId: string) => `LEDGER#${sellerId}`,
  /** Failed transfers of every seller, newest first (the admin's list and the retry job). */
  failureListing: (failedAt: string, sellerId: string, orderRef: string) => ({
    GSI1PK: 'PAYOUT_FAILURES',
    GSI1SK: `${failedAt}#${sellerId}#${orderRef}`,
  }),
  failurePartition: 'PAYOUT_FAILURES',
  /**
   * Shares not settled yet (pending, held, releasing), by seller: what the release job and
   * account.updated move, and a crashed transfer's recovery.
   */
  openListing: (sellerId: string, orderRef: string) => ({
    GSI2PK: 'PAYOUT_OPEN',
    GSI2SK: `${sellerId}#${orderRef}`,
  }),
  openPartition: 'PAYOUT_OPEN',
  /** Paid orders whose payouts are not booked yet (GSI3, on the order item). */
  dueListing: (paidAt: string, sessionId: string) => ({
    GSI3PK: 'PAYOUTS_DUE',
    GSI3SK: `${paidAt}#${sessionId}`,
  }),
  duePartition: 'PAYOUTS_DUE',
} as const;

/**
 * Discount codes: the code's record (terms, Stripe ids per mode, redemption count) and the
 * claim of its name, upper-case, written in one transaction with a condition so a name is
 * unique across the shop. Every code is in the GSI1 listing `DISCOUNTS`; a seller's codes are
 * also under GSI2 `DISCOUNTS#SELLER#{sellerId}` (not the product's `SELLER#`, whose counts the
 * summary cards read).
 */
export const discountKeys = {
  code: (discountId: string) => ({ PK: `DISCOUNT#${discountId}`, SK: 'DISCOUNT' }),
  name: (normalizedCode: string) => ({ PK: `CODE#${normalizedCode}`, SK: 'CODE' }),
  listing: (createdAt: string, discountId: string) => ({
    GSI1PK: 'DISCOUNTS',
    GSI1SK: `${createdAt}#${discountId}`,
  }),
  listingPartition: 'DISCOUNTS',
  sellerPartition: (sellerId: string) => `DISCOUNTS#SELLER#${sellerId}`,
  sellerListing: (sellerId: string, createdAt: string, discountId: string) => ({
    GSI2PK: `DISCOUNTS#SELLER#${sellerId}`,
    GSI2SK: `${createdAt}#${discountId}`,
  }),
} as const;

/** GSI3 NOTIFY_OUTBOX: notification messages not handed to the queue yet, oldest first. */
export const notificationOutboxKeys = {
  dueListing: (createdAt: string, outboxId: string) => ({
    GSI3PK: 'NOTIFY_OUTBOX',
    GSI3SK: `${createdAt}#${outboxId}`,
  }),
  duePartition: 'NOTIFY_OUTBOX',
} as const;
