/**
 * Keys of the catalogue: product items, the browse listings and the search index (see keys.ts's
 * table).
 */
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

/** GSI3 PRODUCTS: every product that is not retired, newest first (the admin's list). */
export const productListIndex = {
  name: 'GSI3',
  partition: 'PRODUCTS',
  keys: (createdAt: string, productId: string) => ({
    GSI3PK: 'PRODUCTS',
    GSI3SK: `${createdAt}#${productId}`,
  }),
} as const;
