/** Keys of the sales counters and figures (STATS and SALEFIG partitions; see keys.ts's table). */
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
