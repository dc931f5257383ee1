/**
 * Keys of the GSI listings and lookups: profiles, sellers, orders, buyers and e-mails (see
 * keys.ts's table).
 */
/** Sort-key prefix of the per-product items in an order's partition. */
export const orderItemPrefix = { item: 'ITEM#', event: 'EVENT#' } as const;

/** Other GSI1 listings: profiles for the admin's user list, purchases for sales. */
export const listingKeys = {
  profile: (createdAt: string) => ({ GSI1PK: 'PROFILES', GSI1SK: createdAt }),
  sale: (purchaseDate: string, userId: string) => ({
    GSI1PK: 'SALES',
    GSI1SK: `${purchaseDate}#${userId}`,
  }),
  /** Accounts scheduled for deletion, oldest request first (the purge job's candidates). */
  deletion: (requestedAt: string, userId: string) => ({
    GSI1PK: 'DELETIONS',
    GSI1SK: `${requestedAt}#${userId}`,
  }),
  deletionPartition: 'DELETIONS',
  /** Paid live orders (guest and signed-in alike), by payment time: the sales listing. */
  paidOrder: (paidAt: string, sessionId: string) => ({
    GSI1PK: 'PAID_ORDERS',
    GSI1SK: `${paidAt}#${sessionId}`,
  }),
  paidOrderPartition: 'PAID_ORDERS',
  profilePartition: 'PROFILES',
  /** Seller records, oldest first (the same builder as the catalogue-management branch). */
  seller: (createdAt: string, userId: string) => ({
    GSI1PK: 'SELLERS',
    GSI1SK: `${createdAt}#${userId}`,
  }),
  invitation: (createdAt: string, invitationId: string) => ({
    GSI1PK: 'INVITATIONS',
    GSI1SK: `${createdAt}#${invitationId}`,
  }),
  invitationPartition: 'INVITATIONS',
  /**
   * Unpublished versions only (a sparse listing): the admin's drafts page reads every draft of
   * the shop with one Query. Every write of a version sets or drops these keys with its state.
   */
  draftVersion: (createdAt: string, productId: string, versionId: string) => ({
    GSI1PK: 'DRAFT_VERSIONS',
    GSI1SK: `${createdAt}#${productId}#${versionId}`,
  }),
  draftVersionPartition: 'DRAFT_VERSIONS',
  sellerPartition: 'SELLERS',
} as const;

/**
 * GSI2 BUYERS#{productId}: who bought a product, for update notifications. Purchases sort
 * under USER#{sub}, order items (guest buyers) under ORDER#{sessionId}.
 */
export const buyerKeys = {
  partition: (productId: string) => `BUYERS#${productId}`,
  userPrefix: 'USER#',
  orderPrefix: 'ORDER#',
  purchase: (productId: string, userId: string) => ({
    GSI2PK: `BUYERS#${productId}`,
    GSI2SK: `USER#${userId}`,
  }),
  orderItem: (productId: string, sessionId: string) => ({
    GSI2PK: `BUYERS#${productId}`,
    GSI2SK: `ORDER#${sessionId}`,
  }),
  /**
   * A refunded purchase or order item keeps its place under the product's buyers (the product
   * was sold once; the admin finds the order by product) but no longer sorts under USER# or
   * ORDER#, so update e-mails skip it.
   */
  refundedPrefix: 'REFUNDED#',
  refundedOrderItem: (productId: string, sessionId: string) => ({
    GSI2PK: `BUYERS#${productId}`,
    GSI2SK: `REFUNDED#ORDER#${sessionId}`,
  }),
  refundedPurchase: (productId: string, userId: string) => ({
    GSI2PK: `BUYERS#${productId}`,
    GSI2SK: `REFUNDED#USER#${userId}`,
  }),
} as const;

export const lookupIndex = {
  name: 'GSI2',
  email: (email: string) => `EMAIL#${email.toLowerCase()}`,
  seller: (sellerId: string) => `SELLER#${sellerId}`,
} as const;

/** GSI2 sort keys under an EMAIL# partition: the profile, and orders by creation time. */
export const emailLookupSortKey = {
  profile: 'PROFILE',
  orderPrefix: 'ORDER#',
  order: (createdAt: string) => `ORDER#${createdAt}`,
  invitationPrefix: 'INVITATION#',
  invitation: (createdAt: string) => `INVITATION#${createdAt}`,
} as const;
