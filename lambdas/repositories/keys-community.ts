/** Keys of seller storefronts and product reviews (see keys.ts's table). */
/**
 * Seller storefronts: the public page's record and its followers in the seller record's
 * partition (the fan-out of new-listing e-mails is one Query of FOLLOWER#), the claim of each
 * handle the storefront has had (the current one and old ones, which redirect), and each
 * user's own list of whom they follow under USER#{sub}. The follower count lives on the
 * storefront and moves in the same transaction as the follow.
 */
export const storefrontKeys = {
  profile: (sellerId: string) => ({ PK: `STOREFRONT#${sellerId}`, SK: 'PROFILE' }),
  partition: (sellerId: string) => `STOREFRONT#${sellerId}`,
  follower: (sellerId: string, userId: string) => ({
    PK: `STOREFRONT#${sellerId}`,
    SK: `FOLLOWER#${userId}`,
  }),
  followerPrefix: 'FOLLOWER#',
  handle: (handle: string) => ({ PK: `HANDLE#${handle}`, SK: 'HANDLE' }),
  follow: (userId: string, sellerId: string) => ({
    PK: `USER#${userId}`,
    SK: `FOLLOWS#${sellerId}`,
  }),
  followPrefix: 'FOLLOWS#',
  /** Written once when a product is first listed, so its followers hear of it only once. */
  listingAnnounced: (productId: string) => ({ PK: `NOTIFY#LISTED#${productId}`, SK: 'JOB' }),
} as const;

/**
 * Product reviews, one partition per product: each buyer's review (its id is derived from the
 * product and the author, so a buyer has at most one), the product's rating aggregate (kept in
 * the same transaction as every review change) and the reports of a review (one per reporter).
 * Shown reviews carry the listings of the product page (GSI1 newest, GSI2 highest rated); every
 * review carries the back office's shop-wide recent listing (GSI3); open reports carry the
 * moderation queue (GSI1) and their reporter's lookup (GSI2, for the account purge).
 */
export const reviewKeys = {
  partition: (productId: string) => `REVIEWS#${productId}`,
  review: (productId: string, reviewId: string) => ({
    PK: `REVIEWS#${productId}`,
    SK: `REVIEW#${reviewId}`,
  }),
  reviewPrefix: 'REVIEW#',
  aggregate: (productId: string) => ({ PK: `REVIEWS#${productId}`, SK: 'AGGREGATE' }),
  report: (productId: string, reviewId: string, reporterId: string) => ({
    PK: `REVIEWS#${productId}`,
    SK: `REPORT#${reviewId}#${reporterId}`,
  }),
  reportPrefix: (reviewId: string) => `REPORT#${reviewId}#`,
  newest: (productId: string, createdAt: string, reviewId: string) => ({
    GSI1PK: `REVIEWS#${productId}`,
    GSI1SK: `${createdAt}#${reviewId}`,
  }),
  highestRated: (productId: string, rating: number, createdAt: string, reviewId: string) => ({
    GSI2PK: `REVIEWS_RATED#${productId}`,
    GSI2SK: `${rating}#${createdAt}#${reviewId}`,
  }),
  highestRatedPartition: (productId: string) => `REVIEWS_RATED#${productId}`,
  recent: (createdAt: string, productId: string, reviewId: string) => ({
    GSI3PK: 'REVIEWS',
    GSI3SK: `${createdAt}#${productId}#${reviewId}`,
  }),
  recentPartition: 'REVIEWS',
  openReport: (reportedAt: string, productId: string, reviewId: string, reporterId: string) => ({
    GSI1PK: 'REVIEW_REPORTS',
    GSI1SK: `${reportedAt}#${productId}#${reviewId}#${reporterId}`,
  }),
  openReportPartition: 'REVIEW_REPORTS',
  reporter: (reporterId: string) => `REVIEW_REPORTER#${reporterId}`,
  /**
   * A user's "helpful" vote on a review, in a partition of the voter's votes (not USER#, which
   * the reviews functions may not write): one per voter and review, and the account purge finds
   * them with one Query.
   */
  voterPartition: (userId: string) => `REVIEW_VOTES#${userId}`,
  helpfulVote: (userId: string, productId: string, reviewId: string) => ({
    PK: `REVIEW_VOTES#${userId}`,
    SK: `HELPFUL#${productId}#${reviewId}`,
  }),
  helpfulVotePrefix: 'HELPFUL#',
  /**
   * The product page's "most helpful" listing: one item per shown review in the product's
   * partition, its sort key the vote count (zero-padded) then the creation time, so a Query read
   * backwards is most helpful, then newest, first. It moves in the transaction of every vote.
   */
  helpfulRank: (productId: string, rankKey: string) => ({
    PK: `REVIEWS#${productId}`,
    SK: `HELPFUL#${rankKey}`,
  }),
  helpfulRankPrefix: 'HELPFUL#',
} as const;

/**
 * The review-request e-mail: one item per paid order in the partition of the day it is due
 * (the nightly job Queries the due days), and the opt-outs of buyers who unsubscribed, by
 * e-mail address (guests have no account to hold the choice).
 */
export const reviewRequestKeys = {
  duePartition: (day: string) => `REVIEW_REQUESTS#${day}`,
  due: (day: string, sessionId: string) => ({
    PK: `REVIEW_REQUESTS#${day}`,
    SK: `ORDER#${sessionId}`,
  }),
  /** By the address's SHA-256, so the table never holds the address itself in a key. */
  optOut: (addressHash: string) => ({
    PK: `REVIEW_REQUESTS#OPTOUT#${addressHash}`,
    SK: 'OPTOUT',
  }),
} as const;
