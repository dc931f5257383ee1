import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { lookupIndex } from './keys';
import type { PageKey } from './page-key';
import { countAll, tableName } from './table';

/**
 * A seller's products as shoppers may see them, read from the seller's GSI2 partition
 * (SELLER#{id}, newest first) a bounded Query page at a time, never the whole partition for one
 * answer. The filter is the catalogue's rule (rules/visibility.ts isVisibleInCatalogue: active,
 * published, and for sale or coming soon) so pages come back nearly full; callers check the
 * rule again on the products they read.
 */
const SHOPPER_VISIBLE =
  '#active = :yes AND #published = :yes AND (#forSale = :yes OR #soon = :yes)';
const VISIBLE_NAMES = {
  '#active': 'active',
  '#published': 'has_published_version',
  '#forSale': 'available_for_purchase',
  '#soon': 'coming_soon',
};

function sellerQuery(sellerId: string) {
  return {
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :seller',
    ExpressionAttributeValues: { ':seller': lookupIndex.seller(sellerId), ':yes': true },
  };
}

export interface SellerListedPage {
  /** Product ids with the key each was read at (a cursor may stop after any of them). */
  products: { id: string; key: PageKey }[];
  lastKey?: PageKey;
}

/**
 * One Query page of the seller's shopper-visible products, featured ones or the others,
 * newest first: `evaluate` items are looked at (DynamoDB's Limit), those passing the filter
 * come back with their keys.
 */
export async function querySellerListed(
  sellerId: string,
  options: { featured: boolean; startKey?: PageKey; evaluate: number },
): Promise<SellerListedPage> {
  const base = sellerQuery(sellerId);
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...base,
      FilterExpression: `${SHOPPER_VISIBLE} AND #featured = :featured`,
      ExpressionAttributeNames: { ...VISIBLE_NAMES, '#featured': 'featured' },
      ExpressionAttributeValues: {
        ...base.ExpressionAttributeValues,
        ':featured': options.featured,
      },
      ProjectionExpression: 'id, PK, SK, GSI2PK, GSI2SK',
      ScanIndexForward: false,
      Limit: options.evaluate,
      ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
    }),
  );
  return {
    products: (result.Items ?? []).map((item) => {
      const { id, ...key } = item as Record<string, string>;
      return { id: String(id), key: key as PageKey };
    }),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey as PageKey } : {}),
  };
}

/** How many of the seller's products shoppers see (the seller's own storefront view). */
export async function countSellerListed(sellerId: string): Promise<number> {
  const base = sellerQuery(sellerId);
  return countAll({
    ...base,
    FilterExpression: SHOPPER_VISIBLE,
    ExpressionAttributeNames: VISIBLE_NAMES,
  });
}

/** Whether shoppers see any of the seller's products: stops at the first page with one. */
export async function sellerHasListed(sellerId: string): Promise<boolean> {
  let startKey: PageKey | undefined;
  do {
    const base = sellerQuery(sellerId);
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        ...base,
        FilterExpression: SHOPPER_VISIBLE,
        ExpressionAttributeNames: VISIBLE_NAMES,
        Select: 'COUNT',
        Limit: 200,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    if ((result.Count ?? 0) > 0) return true;
    startKey = result.LastEvaluatedKey as PageKey | undefined;
  } while (startKey);
  return false;
}

export interface NewestSellerProducts {
  products: { id: string; name: string; active: boolean }[];
  /** More of the seller's products exist than were read. */
  truncated: boolean;
}

/** Query pages a bounded read looks at before it stops (retired products are filtered out). */
const NEWEST_MAX_PAGES = 3;

/**
 * A seller's newest products not retired, at most `limit` (the admin's user page): a few Query
 * pages of their GSI2 partition, never the whole of it.
 */
export async function newestSellerProducts(
  sellerId: string,
  limit: number,
): Promise<NewestSellerProducts> {
  const found: NewestSellerProducts['products'] = [];
  let startKey: PageKey | undefined;
  for (let page = 0; page < NEWEST_MAX_PAGES; page += 1) {
    const base = sellerQuery(sellerId);
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: base.IndexName,
        KeyConditionExpression: base.KeyConditionExpression,
        ExpressionAttributeValues: { ':seller': lookupIndex.seller(sellerId) },
        FilterExpression: 'attribute_not_exists(retired_at)',
        ProjectionExpression: 'id, #name, active',
        ExpressionAttributeNames: { '#name': 'name' },
        ScanIndexForward: false,
        // One more than shown tells whether there are more.
        Limit: limit + 1 - found.length,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of result.Items ?? []) {
      found.push({ id: String(item.id), name: String(item.name), active: item.active === true });
    }
    startKey = result.LastEvaluatedKey as PageKey | undefined;
    if (found.length > limit || !startKey) break;
  }
  return {
    products: found.slice(0, limit),
    truncated: found.length > limit || startKey !== undefined,
  };
}
