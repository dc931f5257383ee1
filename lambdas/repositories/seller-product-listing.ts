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
