import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../infra/aws-clients';
import type { AppFacetCount, CatalogueFacets, FacetCount } from '../../rules/catalogue-browse';
import { browseKeys } from '../keys';
import type { PageKey } from '../page-cursor';
import { queryAll, tableName } from '../table';
import { type ListingSort, priceKeyBound } from './browse-entries';

/** Query pages one request reads at most, and items each evaluates: the bounded filter. */
export const MAX_LISTING_READS = 5;
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
  return conditions.length > 0
    ? { FilterExpression: conditions.join(' AND '), values }
    : { values };
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

/**
 * One page of product ids from a listing partition, in its order, and the key to go on from
 * (undefined at the end). At most MAX_LISTING_READS Query pages are read, so a sparse filter
 * answers a short page with a key rather than reading the whole partition.
 */
export async function readListingPage(
  query: ListingQuery,
): Promise<{ productIds: string[]; lastKey?: PageKey }> {
  const key = keyConditionOf(query);
  const filter = filterOf(query);
  const input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'> = {
    TableName: tableName(),
    KeyConditionExpression: key.KeyConditionExpression,
    ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
    ExpressionAttributeValues: { ...key.values, ...filter.values },
    ProjectionExpression: 'PK, SK, product_id',
    ScanIndexForward: !query.descending,
  };
  const productIds: string[] = [];
  let startKey: Record<string, unknown> | undefined = query.startKey;
  for (let read = 0; read < MAX_LISTING_READS; read += 1) {
    const remaining = query.limit - productIds.length;
    const page = await dynamo().send(
      new QueryCommand({
        ...input,
        Limit: filter.FilterExpression ? LISTING_READ_SIZE : remaining,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    if (items.length >= remaining) {
      // The page ends inside this read: go on from the last item taken, not from where it ended.
      const taken = items.slice(0, remaining);
      productIds.push(...taken.map((item) => String(item.product_id)));
      const last = taken[taken.length - 1];
      const more = items.length > remaining || page.LastEvaluatedKey !== undefined;
      return more && last
        ? { productIds, lastKey: { PK: String(last.PK), SK: String(last.SK) } }
        : { productIds };
    }
    productIds.push(...items.map((item) => String(item.product_id)));
    startKey = page.LastEvaluatedKey;
    if (!startKey) return { productIds };
  }
  return { productIds, lastKey: startKey as PageKey };
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
