import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../infra/aws-clients';
import type { AppFacetCount, CatalogueFacets, FacetCount } from '../../rules/catalogue-browse';
import { browseKeys } from '../keys';
import type { PageKey } from '../page-cursor';
import { queryAll, tableName } from '../table';
import { type ListingCard, type ListingSort, priceKeyBound } from './browse-entries';

/**
 * Query pages one request reads at most, and items each evaluates: the bounded filter. A sparse
 * filter answers a short page (even an empty one) with a cursor, and the shop asks for the next
 * as the shopper scrolls, rather than one request reading a thousand items to fill its page.
 * A narrowing filter (category, platform, app or price beyond the partition) reads one Query
 * page only: a second read of 200 let a sparse combination at 50,000 products evaluate 400
 * items a page (the filtered page's p99 is held to x3 of one raw page Query's); one read shows
 * fewer cards of such a combination and lets the scroll ask again.
 * The shopper flag alone may take a second read (its first reads only the page's size).
 */
export const MAX_LISTING_READS = 2;
export const MAX_NARROWED_READS = 1;
export const LISTING_READ_SIZE = 200;
/** The most-used apps only: the answer stays small however many apps templates use. */
export const MAX_APP_FACETS = 100;

export interface ListingQuery {
  partition: string;
  sort: ListingSort;
  descending: boolean;
  /** Filters the partition does not serve by itself. */
  category?: string;
  platform?: string;
  app?: string;
  minCents?: number;
  maxCents?: number;
  /** Shoppers' queries leave out what only admins see. */
  shopperOnly: boolean;
  limit: number;
  startKey?: PageKey;
}

/** The filter expression and values of a listing query (undefined when nothing to filter). */
function filterOf(query: ListingQuery) {
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  if (query.shopperOnly) {
    conditions.push('shopper = :shopper');
    values[':shopper'] = true;
  }
  if (query.category !== undefined) {
    conditions.push('category = :category');
    values[':category'] = query.category;
  }
  if (query.platform !== undefined) {
    conditions.push('platform = :platform');
    values[':platform'] = query.platform;
  }
  if (query.app !== undefined) {
    conditions.push('contains(apps, :app)');
    values[':app'] = query.app;
  }
  // Under the price sort the range is a key condition instead (see keyConditionOf).
  if (query.sort !== 'PRICE' && query.minCents !== undefined) {
    conditions.push('price_cents >= :min');
    values[':min'] = query.minCents;
  }
  if (query.sort !== 'PRICE' && query.maxCents !== undefined) {
    conditions.push('price_cents <= :max');
    values[':max'] = query.maxCents;
  }
  // Whether anything but the shopper flag filters (nearly every listed product is for sale).
  const narrowing = conditions.length > (query.shopperOnly ? 1 : 0);
  return conditions.length > 0
    ? { FilterExpression: conditions.join(' AND '), values, narrowing }
    : { values, narrowing };
}

function keyConditionOf(query: ListingQuery) {
  const values: Record<string, unknown> = { ':partition': query.partition };
  if (query.sort !== 'PRICE' || (query.minCents === undefined && query.maxCents === undefined)) {
    return { KeyConditionExpression: 'PK = :partition', values };
  }
  values[':low'] = priceKeyBound(query.minCents ?? 0, false);
  values[':high'] = priceKeyBound(query.maxCents ?? 999_999_999, true);
  return { KeyConditionExpression: 'PK = :partition AND SK BETWEEN :low AND :high', values };
}

/** A product of a page and its card (absent from an item written before cards were). */
export interface ListedProduct {
  productId: string;
  card?: ListingCard;
}

const listedProduct = (item: Record<string, unknown>): ListedProduct => ({
  productId: String(item.product_id),
  ...(item.card ? { card: item.card as ListingCard } : {}),
});

/**
 * One page of products from a listing partition, in its order, and the key to go on from
 * (undefined at the end). At most MAX_LISTING_READS Query pages are read (MAX_NARROWED_READS
 * under a narrowing filter), so a sparse filter answers a short page with a key rather than
 * reading the whole partition.
 */
export async function readListingPage(
  query: ListingQuery,
): Promise<{ products: ListedProduct[]; lastKey?: PageKey }> {
  const key = keyConditionOf(query);
  const filter = filterOf(query);
  const input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'> = {
    TableName: tableName(),
    KeyConditionExpression: key.KeyConditionExpression,
    ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
    ExpressionAttributeValues: { ...key.values, ...filter.values },
    ProjectionExpression: 'PK, SK, product_id, card',
    ScanIndexForward: !query.descending,
  };
  const products: ListedProduct[] = [];
  let startKey: Record<string, unknown> | undefined = query.startKey;
  const reads = filter.narrowing ? MAX_NARROWED_READS : MAX_LISTING_READS;
  for (let read = 0; read < reads; read += 1) {
    const remaining = query.limit - products.length;
    const page = await dynamo().send(
      new QueryCommand({
        ...input,
        // A page filtered by the shopper flag alone first reads as many items as it shows
        // (the rest only if some were left out); a narrower filter reads a wider page.
        Limit:
          !filter.FilterExpression || (!filter.narrowing && read === 0)
            ? remaining
            : LISTING_READ_SIZE,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    if (items.length >= remaining) {
      // The page ends inside this read: go on from the last item taken, not from where it ended.
      const taken = items.slice(0, remaining);
      products.push(...taken.map(listedProduct));
      const last = taken[taken.length - 1];
      const more = items.length > remaining || page.LastEvaluatedKey !== undefined;
      return more && last
        ? { products, lastKey: { PK: String(last.PK), SK: String(last.SK) } }
        : { products };
    }
    products.push(...items.map(listedProduct));
    startKey = page.LastEvaluatedKey;
    if (!startKey) return { products };
  }
  return { products, lastKey: startKey as PageKey };
}

interface CounterItem {
  kind: string;
  value: string;
  count: number;
  name?: string;
  icon?: string;
}

const byValue = (a: FacetCount, b: FacetCount) => a.value.localeCompare(b.value);

/** Every facet counter (one small partition): values shoppers can find, with their counts. */
export async function readFacets(): Promise<CatalogueFacets> {
  const items = (await queryAll({
    KeyConditionExpression: 'PK = :facets',
    ExpressionAttributeValues: { ':facets': browseKeys.facetsPartition },
  })) as unknown as CounterItem[];
  const facets: CatalogueFacets = { categories: [], platforms: [], apps: [] };
  for (const item of items) {
    const count = Number(item.count);
    if (!(count > 0)) continue;
    if (item.kind === 'CATEGORY') facets.categories.push({ value: item.value, count });
    else if (item.kind === 'PLATFORM') facets.platforms.push({ value: item.value, count });
    else if (item.kind === 'APP') {
      const app: AppFacetCount = { value: item.value, name: item.name ?? item.value, count };
      if (item.icon) app.icon = item.icon;
      facets.apps.push(app);
    }
  }
  facets.categories.sort(byValue);
  facets.platforms.sort(byValue);
  facets.apps.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  facets.apps.length = Math.min(facets.apps.length, MAX_APP_FACETS);
  return facets;
}
