/**
 * Every key of the single table is built here and nowhere else: the items below, the rest in the
 * keys-*.ts files beside this one by area (catalogue, listings, sales, security, commerce,
 * community, bundles), re-exported below.
 *
 * | item                 | PK                    | SK                          | GSI1 (listings)          | GSI2 (lookups)        |
 * |----------------------|-----------------------|-----------------------------|--------------------------|-----------------------|
 * | product              | PRODUCT#{id}          | PRODUCT                     | (CATALOGUE: retired)     | SELLER#{sellerId}     |
 * | version              | PRODUCT#{id}          | VERSION#{versionId}         | DRAFT_VERSIONS / {created}#{pid}#{vid} (drafts only) |  |
 * | file                 | PRODUCT#{id}          | FILE#{fileId}               |                          |                       |
 * | relationship         | PRODUCT#{id}          | REL#{type}#{targetId}       |                          |                       |
 * | interest             | PRODUCT#{id}          | INTEREST#{email}            |                          |                       |
 * | interest count       | PRODUCT#{id}          | INTEREST_COUNT              |                          |                       |
 * | upload ticket        | PRODUCT#{id}          | UPLOAD#{objectKey}          |                          |                       |
 * | browse state         | PRODUCT#{id}          | BROWSE                      |                          |                       |
 * | popularity counter   | PRODUCT#{id}          | POPULARITY                  |                          |                       |
 * | popularity sale      | POPULARITY#{id}       | ORDER#{sessionId}           |                          |                       |
 * | catalogue listing    | BROWSE#{sort}#{facet} | {sort value}#{productId}    |                          |                       |
 * | facet counter        | BROWSE#FACETS         | {CATEGORY|PLATFORM|APP}#{value} |                      |                       |
 * | profile              | USER#{sub}            | PROFILE                     | PROFILES / {created}     | EMAIL#{email}         |
 * | preferences          | USER#{sub}            | PREFS                       |                          |                       |
 * | deletion request     | USER#{sub}            | DELETION                    | DELETIONS / {requested}  |                       |
 * | seller record        | USER#{sub}            | SELLER                      | SELLERS / {created}#{sub}|                       |
 * | purchase             | USER#{sub}            | PURCHASE#{productId}        | SALES / {date} (not once refunded) | BUYERS#{productId} / USER#{sub} (REFUNDED#USER#… once refunded) |
 * | order (session)      | ORDER#{sessionId}     | ORDER                       | PAID_ORDERS / {paid}#{id} (live, paid) | EMAIL#{email}         |
 * | order item           | ORDER#{sessionId}     | ITEM#{productId}            |                          | BUYERS#{productId} / ORDER#{sessionId} (REFUNDED#ORDER#… once refunded) |
 * | order event          | ORDER#{sessionId}     | EVENT#{at}#{eventId}        |                          |                       |
 * | order id lookup      | ORDER#{orderRef}      | REF                         |                          |                       |
 * | invoice no. lookup   | ORDER#INVOICE#{NUMBER}| REF                         |                          |                       |
 * | guest ownership      | GUEST#{email}         | OWNS#{productId}            |                          |                       |
 * | notification job     | NOTIFY#{pid}#{vid}    | JOB                         |                          |                       |
 * | notification sent    | NOTIFIED#{versionId}  | TO#{recipient}              |                          |                       |
 * | notification outbox  | NOTIFY#OUTBOX#{id}    | OUTBOX                      |                          |                       |
 * | invitation link      | INVITE#{token}        | INVITE                      |                          |                       |
 * | invitation record    | INVITATION#{id}       | INVITATION                  | INVITATIONS / {created}#{id} | EMAIL#{email} / INVITATION#{created} |
 * | audit entry          | AUDIT#{yyyy-mm}       | {iso}#{id}                  |                          |                       |
 * | admin settings       | SETTINGS              | ADMIN                       |                          |                       |
 * | counters             | STATS                 | SALES#{yyyy-mm}#{shard} / USERS#... / PRODUCTS[#SELLER#{id}] |  |                |
 * | processed event      | EVENT#{eventId}       | EVENT                       |                          |                       |
 * | webhook failure      | WEBHOOK_FAILURE#{eventId} | FAILURE                 | WEBHOOK_FAILURES / {failed}#{eventId} (open only) |  |
 * | rate-limit window    | RATE#{scope}#{key}    | WINDOW#{start}              |                          |                       |
 * | n8n library (owner)  | USER#{sub}            | N8N_LIBRARY                 |                          |                       |
 * | n8n library (token)  | N8N_LIBRARY#{sha256}  | LIBRARY                     |                          |                       |
 * | discount code        | DISCOUNT#{id}         | DISCOUNT                    | DISCOUNTS / {created}#{id} | DISCOUNTS#SELLER#{sellerId} / {created}#{id} |
 * | discount code name   | CODE#{CODE}           | CODE                        |                          |                       |
 * | storefront           | STOREFRONT#{sellerId} | PROFILE                     |                          |                       |
 * | storefront follower  | STOREFRONT#{sellerId} | FOLLOWER#{userId}           |                          |                       |
 * | storefront handle    | HANDLE#{handle}       | HANDLE                      |                          |                       |
 * | follow (the user's)  | USER#{sub}            | FOLLOWS#{sellerId}          |                          |                       |
 * | new listing announced| NOTIFY#LISTED#{pid}   | JOB                         |                          |                       |
 * | seed marker          | META                  | SEED                        |                          |                       |
 * | migration progress   | META                  | MIGRATION#{name}            |                          |                       |
 * | payout account       | PAYOUTS#{sellerId}    | ACCOUNT                     | PAYOUT_SELLERS / {sellerId} |                    |
 * | payout (order share) | PAYOUTS#{sellerId}    | TRANSFER#{orderRef}         | PAYOUT_FAILURES / {failed}#… (failed only) | PAYOUT_OPEN / {sellerId}#{orderRef} (pending, held, releasing) |
 * | ledger entry         | PAYOUTS#{sellerId}    | ENTRY#{orderRef}#{kind}#{part} | LEDGER#{sellerId} / {at}#{entry} |         |
 * | connected account    | CONNECT#{accountId}   | ACCOUNT                     |                          |                       |
 * | bundle               | BUNDLE#{id}           | BUNDLE                      |                          | BUNDLES#OWNER#{sellerId|SHOP} / {created}#{id} |
 * | bundle membership    | BUNDLED#{productId}   | BUNDLE#{bundleId}           |                          |                       |
 *
 * A paid live order with sellers' lines carries GSI3 PAYOUTS_DUE / {paidAt}#{sessionId} until
 * its payouts are booked (the payouts outbox; see lambdas/services/payouts). A notification
 * outbox item carries GSI3 NOTIFY_OUTBOX / {createdAt}#{id} until the queue took its message.
 *
 * Products no longer carry GSI1 keys: the catalogue reads its listing items, and the
 * whole-list readers the product list (GSI3 PRODUCTS) filtered to listed products; the
 * `retire-catalogue-index` migration removes the old CATALOGUE keys from existing items.
 */
export const keys = {
  migration: (name: string) => ({ PK: 'META', SK: `MIGRATION#${name}` }),
  product: (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'PRODUCT' }),
  productPartition: (productId: string) => `PRODUCT#${productId}`,
  version: (productId: string, versionId: string) => ({
    PK: `PRODUCT#${productId}`,
    SK: `VERSION#${versionId}`,
  }),
  file: (productId: string, fileId: string) => ({
    PK: `PRODUCT#${productId}`,
    SK: `FILE#${fileId}`,
  }),
  relationship: (productId: string, type: string, targetId: string) => ({
    PK: `PRODUCT#${productId}`,
    SK: `REL#${type}#${targetId}`,
  }),
  interest: (productId: string, email: string) => ({
    PK: `PRODUCT#${productId}`,
    SK: `INTEREST#${email.toLowerCase()}`,
  }),
  /**
   * How many are on the product's notify-me list, moved with each registration in its
   * transaction. `INTEREST_COUNT` sorts after every `INTEREST#` item and before `PRODUCT`, so
   * neither the list's reads nor the product page's ranges see it.
   */
  interestCount: (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'INTEREST_COUNT' }),
  /** An upload target issued for a product file, until the upload is confirmed (TTL). */
  uploadTicket: (productId: string, objectKey: string) => ({
    PK: `PRODUCT#${productId}`,
    SK: `UPLOAD#${objectKey}`,
  }),
  profile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  preferences: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PREFS' }),
  sellerRecord: (userId: string) => ({ PK: `USER#${userId}`, SK: 'SELLER' }),
  purchase: (userId: string, productId: string) => ({
    PK: `USER#${userId}`,
    SK: `PURCHASE#${productId}`,
  }),
  userPartition: (userId: string) => `USER#${userId}`,
  order: (sessionId: string) => ({ PK: `ORDER#${sessionId}`, SK: 'ORDER' }),
  orderItem: (sessionId: string, productId: string) => ({
    PK: `ORDER#${sessionId}`,
    SK: `ITEM#${productId}`,
  }),
  /** The shop's order id (`ord_...`) to its session: the admin's search and Stripe's charges. */
  orderRef: (orderRef: string) => ({ PK: `ORDER#${orderRef}`, SK: 'REF' }),
  /**
   * The Stripe invoice number the buyer sees on their receipt to its session: the admin's search.
   * Stripe numbers are upper-case; a typed lower-case number still finds them. Inside the
   * orders' partition space (like `orderRef`), so the groups that may touch orders may touch it.
   */
  invoiceNumber: (number: string) => ({
    PK: `ORDER#INVOICE#${number.trim().toUpperCase()}`,
    SK: 'REF',
  }),
  /** A Stripe event about the order, as the order page lists them. */
  orderEvent: (sessionId: string, at: string, eventId: string) => ({
    PK: `ORDER#${sessionId}`,
    SK: `EVENT#${at}#${eventId}`,
  }),
  /**
   * A guest address owns a product (written when its order is paid): the conditional put that
   * makes a second paid checkout of the same product a refund instead of a second sale.
   */
  guestOwnership: (email: string, productId: string) => ({
    PK: `GUEST#${email.toLowerCase()}`,
    SK: `OWNS#${productId}`,
  }),
  invitation: (token: string) => ({ PK: `INVITE#${token}`, SK: 'INVITE' }),
  /** The admin's record of an invitation (status, role); the token lives only in the link item. */
  invitationRecord: (invitationId: string) => ({
    PK: `INVITATION#${invitationId}`,
    SK: 'INVITATION',
  }),
  adminSettings: () => ({ PK: 'SETTINGS', SK: 'ADMIN' }),
  deletionRequest: (userId: string) => ({ PK: `USER#${userId}`, SK: 'DELETION' }),
  notificationJob: (productId: string, versionId: string) => ({
    PK: `NOTIFY#${productId}#${versionId}`,
    SK: 'JOB',
  }),
  /** One per version and recipient (lower-case e-mail): the notification idempotency marker. */
  notificationSent: (versionId: string, recipient: string) => ({
    PK: `NOTIFIED#${versionId}`,
    SK: `TO#${recipient.toLowerCase()}`,
  }),
  /** One queue message of the notification fan-out, kept until the queue took it. */
  notificationOutbox: (outboxId: string) => ({ PK: `NOTIFY#OUTBOX#${outboxId}`, SK: 'OUTBOX' }),
  processedEvent: (eventId: string) => ({ PK: `EVENT#${eventId}`, SK: 'EVENT' }),
  seedMarker: () => ({ PK: 'META', SK: 'SEED' }),
  /**
   * Which snapshot of the catalogue's text-search index is current (its S3 key and version):
   * the indexer swaps it conditionally, search functions read it to notice a newer one.
   */
  searchIndexHead: () => ({ PK: 'SEARCH#INDEX', SK: 'HEAD' }),
} as const;

// Keys of the catalogue, the listings, sales figures, security records, the sellers' money
// (payouts, discount codes), the notification outbox, storefronts, reviews and bundles, kept in
// files of their own and built here like every other key.
export * from './keys-catalogue';
export * from './keys-listings';
export * from './keys-sales';
export * from './keys-security';
export * from './keys-commerce';
export * from './keys-community';
export * from './keys-bundles';
