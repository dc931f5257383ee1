/**
 * Every key of the single table is built here and nowhere else (payouts, discounts, the outbox,
 * storefronts and reviews in keys-commerce.ts and keys-community.ts, re-exported below).
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

/** Where the search index's snapshots live in the files bucket (one object key each). */
export const SEARCH_SNAPSHOT_PREFIX = 'search-index/';

/** Sort-key prefixes of the items that live in a product's partition. */
export const productItemPrefix = {
  product: 'PRODUCT',
  version: 'VERSION#',
  file: 'FILE#',
  relationship: 'REL#',
  interest: 'INTEREST#',
  upload: 'UPLOAD#',
} as const;

/** Sort-key prefix of the per-product items in an order's partition. */
export const orderItemPrefix = { item: 'ITEM#', event: 'EVENT#' } as const;

/**
 * The old whole-catalogue listing (GSI1 CATALOGUE on product items), written no more: only
 * its retirement migration (catalogue-index-migration.ts) reads it. GSI1 itself serves other
 * listings (paid orders, profiles, sellers...).
 */
export const catalogueIndex = {
  name: 'GSI1',
  partition: 'CATALOGUE',
  /** Featured first, then newest first, when read in descending order. */
  sortKey: (featured: boolean, createdAt: string) => `${featured ? '1' : '0'}#${createdAt}`,
} as const;

/**
 * The browsable catalogue (docs/decisions.md): one base-table partition per sort and facet
 * value, so every filter and sort is a Query without an index, and counters of each facet value.
 */
export const browseKeys = {
  state: (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'BROWSE' }),
  /** Paid, unrefunded orders of the product: the popular order's count (popularity.ts). */
  popularity: (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'POPULARITY' }),
  /** One per order counted in a product's popularity, so an order counts once. */
  sale: (productId: string, sessionId: string) => ({
    PK: `POPULARITY#${productId}`,
    SK: `ORDER#${sessionId}`,
  }),
  listing: (sort: string, facet: string) => `BROWSE#${sort}#${facet}`,
  facetsPartition: 'BROWSE#FACETS',
  facet: (kind: string, value: string) => ({ PK: 'BROWSE#FACETS', SK: `${kind}#${value}` }),
} as const;

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
 * The append-only audit log: one partition per UTC month, sorted by time, so the security page
 * reads newest first by walking months backwards (a Query per month, never a Scan).
 */
export const auditKeys = {
  partition: (yearMonth: string) => `AUDIT#${yearMonth}`,
  entry: (at: string, entryId: string) => ({
    PK: `AUDIT#${at.slice(0, 7)}`,
    SK: `${at}#${entryId}`,
  }),
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

/** GSI3 PRODUCTS: every product that is not retired, newest first (the admin's list). */
export const productListIndex = {
  name: 'GSI3',
  partition: 'PRODUCTS',
  keys: (createdAt: string, productId: string) => ({
    GSI3PK: 'PRODUCTS',
    GSI3SK: `${createdAt}#${productId}`,
  }),
} as const;

export const lookupIndex = {
  name: 'GSI2',
  email: (email: string) => `EMAIL#${email.toLowerCase()}`,
  seller: (sellerId: string) => `SELLER#${sellerId}`,
} as const;

/** Counters of the STATS partition. */
export const counterKeys = {
  partition: 'STATS',
  /**
   * Profiles created in a month (UTC): `user_count` all of them, `excluded_count` those whose
   * role is admin or test_user now (kept in step by role changes and the purge).
   */
  usersOfMonth: (yearMonth: string) => ({ PK: 'STATS', SK: `USERS#${yearMonth}` }),
  usersPrefix: 'USERS#',
  /**
   * One shard of a month's sales (UTC) of paid live orders: order_count, items_sold and
   * revenue_cents only (per-product figures: salesFigureKeys). A month is the sum of its shards;
   * every shard of every month is one Query on the `SALES#` prefix.
   */
  salesShard: (yearMonth: string, shard: number) => ({
    PK: 'STATS',
    SK: `SALES#${yearMonth}#${String(shard).padStart(2, '0')}`,
  }),
  salesPrefix: 'SALES#',
  /**
   * Product counts of the summary cards, moved in the same transaction as every product write:
   * `product_count` of products not retired (the shop), of a seller's active ones (per seller).
   */
  shopProducts: () => ({ PK: 'STATS', SK: 'PRODUCTS' }),
  sellerProducts: (sellerId: string) => ({ PK: 'STATS', SK: `PRODUCTS#SELLER#${sellerId}` }),
} as const;

/** Shards per month of the sales counters: concurrent orders rarely land on the same item. */
export const SALES_COUNTER_SHARDS = 32;

/**
 * Per-product and per-seller sales figures, kept apart from the month shards so a shard stays
 * a few hundred bytes however many products sell (a shard gathering every product of a month
 * passed DynamoDB's 400 KB item limit at ~3,500 products). Each figure sits under its owner, so
 * a view reads only the products or the seller it shows. `salesApplied` marks one chunk of one
 * sale or refund as counted, written in the same transaction as its ADDs.
 */
export const salesFigureKeys = {
  productMonth: (productId: string, yearMonth: string) => ({
    PK: `SALEFIG#PRODUCT#${productId}`,
    SK: `MONTH#${yearMonth}`,
  }),
  productTotal: (productId: string) => ({ PK: `SALEFIG#PRODUCT#${productId}`, SK: 'TOTAL' }),
  sellerMonth: (sellerId: string, yearMonth: string) => ({
    PK: `SALEFIG#SELLER#${sellerId}`,
    SK: `MONTH#${yearMonth}`,
  }),
  monthPrefix: 'MONTH#',
  /**
   * A seller's products by all-time revenue: GSI2 of the product's TOTAL item (GSI2SK the padded
   * revenue), so their product table reads their best sellers, not every product they own.
   */
  sellerRanking: (sellerId: string) => `SALEFIG#SELLERTOP#${sellerId}`,
  /**
   * One sold product of a seller (product, amount, date, guest or not; never the buyer), listed
   * newest first under GSI1 by the time it was paid: the seller's recent sales. A refund takes
   * the listing keys away and marks it refunded, so nothing brings it back.
   */
  sellerSale: (sellerId: string, sessionId: string, productId: string) => ({
    PK: `SALEFIG#SELLERSALE#${sellerId}`,
    SK: `SALE#${sessionId}#${productId}`,
  }),
  sellerSaleListing: (sellerId: string, paidAt: string, sessionId: string, productId: string) => ({
    GSI1PK: `SALEFIG#SELLERSALES#${sellerId}`,
    GSI1SK: `${paidAt}#${sessionId}#${productId}`,
  }),
  sellerSalesPartition: (sellerId: string) => `SALEFIG#SELLERSALES#${sellerId}`,
  /** Where the figures' migration stands (last paid order counted, finished). */
  migration: () => ({ PK: 'STATS', SK: 'SALEFIG#MIGRATION' }),
  /** Where the migration filling the sellers' rankings and sale rows stands. */
  sellerViewsMigration: () => ({ PK: 'STATS', SK: 'SALEFIG#SELLER_VIEWS_MIGRATION' }),
  salesApplied: (eventId: string, chunk: number) => ({
    PK: `SALEFIG#APPLIED#${eventId}`,
    SK: `CHUNK#${String(chunk).padStart(3, '0')}`,
  }),
  /** One chunk of an event's seller sale rows written (apart from its figures' chunks). */
  saleRowsApplied: (eventId: string, chunk: number) => ({
    PK: `SALEFIG#APPLIED#${eventId}`,
    SK: `ROWS#${String(chunk).padStart(3, '0')}`,
  }),
} as const;

/** One fixed window of a rate limit: `scope` names the limited action, `subject` who is limited. */
export const rateLimitKeys = {
  window: (scope: string, subject: string, windowStart: string) => ({
    PK: `RATE#${scope}#${subject.toLowerCase()}`,
    SK: `WINDOW#${windowStart}`,
  }),
} as const;

/**
 * A buyer's n8n template library: the owner's record (which token hash is current) and the
 * lookup by the SHA-256 of the token in the library URL. The token itself is never stored.
 */
export const n8nLibraryKeys = {
  owner: (userId: string) => ({ PK: `USER#${userId}`, SK: 'N8N_LIBRARY' }),
  token: (tokenHash: string) => ({ PK: `N8N_LIBRARY#${tokenHash}`, SK: 'LIBRARY' }),
} as const;

/** GSI2 sort keys under an EMAIL# partition: the profile, and orders by creation time. */
export const emailLookupSortKey = {
  profile: 'PROFILE',
  orderPrefix: 'ORDER#',
  order: (createdAt: string) => `ORDER#${createdAt}`,
  invitationPrefix: 'INVITATION#',
  invitation: (createdAt: string) => `INVITATION#${createdAt}`,
} as const;

/**
 * A Stripe event whose fulfilment failed, kept for the admin's retry. Only open failures carry
 * the GSI1 listing keys, so the security page lists them with one Query, newest first.
 */
export const webhookFailureKeys = {
  item: (eventId: string) => ({ PK: `WEBHOOK_FAILURE#${eventId}`, SK: 'FAILURE' }),
  partitionPrefix: 'WEBHOOK_FAILURE#',
  openListing: (failedAt: string, eventId: string) => ({
    GSI1PK: 'WEBHOOK_FAILURES',
    GSI1SK: `${failedAt}#${eventId}`,
  }),
  openPartition: 'WEBHOOK_FAILURES',
} as const;

// Keys of the sellers' money (payouts, discount codes), the notification outbox, and of
// storefronts and reviews, kept in files of their own and built here like every other key.
export * from './keys-commerce';
export * from './keys-community';
export * from './keys-bundles';
