/**
 * The table grants a function group may hold: which partitions it may write (IAM
 * dynamodb:LeadingKeys) and with which actions. Declared per group in permissions.ts.
 */
/**
 * Partitions of the single table a group may write, as `dynamodb:LeadingKeys` patterns (the
 * partition-key prefixes of lambdas/repositories/keys.ts; tests/infra checks every key builder
 * there falls under one of them, so a new kind of item cannot go unnoticed).
 */
export const TABLE_PARTITIONS = {
  user: 'USER#*',
  product: 'PRODUCT#*',
  order: 'ORDER#*',
  /** A guest address's ownership of a product (fulfilment's once-only claim). */
  guestOwnership: 'GUEST#*',
  rateLimit: 'RATE#*',
  stats: 'STATS',
  audit: 'AUDIT#*',
  invitationLink: 'INVITE#*',
  invitationRecord: 'INVITATION#*',
  settings: 'SETTINGS',
  processedEvent: 'EVENT#*',
  webhookFailure: 'WEBHOOK_FAILURE#*',
  notificationJob: 'NOTIFY#*',
  notificationSent: 'NOTIFIED#*',
  /** The demo seed marker and data migrations' progress. */
  seedMarker: 'META',
  /** The token lookup of a buyer's n8n template library (the owner's record is under USER#). */
  n8nLibrary: 'N8N_LIBRARY#*',
  /** A seller's payout account, transfers and ledger (Stripe Connect). */
  payouts: 'PAYOUTS#*',
  /** The browsable catalogue's listing items and facet counters (catalogue-browse/sync.ts). */
  browse: 'BROWSE#*',
  /** Which seller a connected account belongs to. */
  connectedAccount: 'CONNECT#*',
  /** A discount code's record (its redemption count moves at fulfilment) and its name's claim. */
  discount: 'DISCOUNT#*',
  discountName: 'CODE#*',
  /** The current snapshot of the catalogue's text-search index (the indexer's only item). */
  searchIndex: 'SEARCH#*',
  /** A seller's storefront and its followers' entries (the follower count moves with them). */
  storefront: 'STOREFRONT#*',
  /** The claims of storefront handles, current and old (old ones redirect). */
  storefrontHandle: 'HANDLE#*',
  /** A product's reviews, their reports and its rating aggregate. */
  review: 'REVIEWS#*',
  /** A bundle, and the membership items that say which bundles include a product. */
  bundle: 'BUNDLE#*',
  bundleMembership: 'BUNDLED#*',
  /** Each user's "helpful" votes on reviews (one partition per voter). */
  reviewVote: 'REVIEW_VOTES#*',
  /** The orders already counted in a product's popularity (catalogue-browse/popularity.ts). */
  popularity: 'POPULARITY#*',
  /** Per-product and per-seller sales figures and their counted-event markers. */
  salesFigure: 'SALEFIG#*',
  /** The review-request e-mail's due items (written by the nightly job) and opt-outs. */
  reviewRequest: 'REVIEW_REQUESTS#*',
} as const;
export type TablePartition = keyof typeof TABLE_PARTITIONS;

export type TableWriteAction =
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:ConditionCheckItem';

export interface TableWrites {
  /** Only items whose partition key matches one of these (IAM dynamodb:LeadingKeys). */
  partitions: readonly TablePartition[];
  /** Defaults to TABLE_WRITE_ACTIONS (transactions are authorised per contained action). */
  actions?: readonly TableWriteAction[];
}

export const writes = (...partitions: TablePartition[]): { write: TableWrites } => ({
  write: { partitions },
});

export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:BatchGetItem',
] as const;

export const TABLE_WRITE_ACTIONS: readonly TableWriteAction[] = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;
