import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { catalogueIndex, lookupIndex, salesFigureKeys } from './keys';
import { MAX_ATTEMPTS, PRODUCT_PREFIX, sumsOf, type FigureSums } from './sales-figure-sums';
import { tableName } from './table';

const TOP_PARTITION = 'SALEFIG#TOP';
const RANK_DIGITS = 15;

/**
 * Files a product's all-time figures under the shop's top-products ranking (GSI1) and, with a
 * seller, under that seller's ranking (GSI2; `null` takes it out of any), revenue as a padded sort
 * key, so the admin's and a seller's product tables read the best sellers without touching the
 * rest of a 50,000-product catalogue. The key is derived from the total as it is now and written
 * only if the total did not move meanwhile, so concurrent sales leave the highest total ranked.
 * A product without figures is left alone (nothing to rank).
 */
export async function rankProduct(productId: string, sellerId?: string | null): Promise<void> {
  const key = salesFigureKeys.productTotal(productId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    if (!Item) return;
    const cents = sumsOf(Item).revenueCents;
    // A product only claimed free so far has no revenue attribute: ranked at 0 while none comes.
    const unsold = typeof Item.revenue_cents !== 'number';
    const rank = `${String(Math.max(0, cents)).padStart(RANK_DIGITS, '0')}#${productId}`;
    const seller =
      sellerId === undefined
        ? ''
        : sellerId === null
          ? ' REMOVE GSI2PK, GSI2SK'
          : ', GSI2PK = :seller, GSI2SK = :rank';
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: `SET GSI1PK = :top, GSI1SK = :rank${seller}`,
          ConditionExpression: unsold
            ? 'attribute_not_exists(revenue_cents)'
            : 'revenue_cents = :cents',
          ExpressionAttributeValues: {
            ':top': TOP_PARTITION,
            ':rank': rank,
            ...(unsold ? {} : { ':cents': cents }),
            ...(sellerId ? { ':seller': salesFigureKeys.sellerRanking(sellerId) } : {}),
          },
        }),
      );
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
}

async function topOf(
  indexName: string,
  keyName: string,
  partition: string,
  limit: number,
): Promise<Map<string, FigureSums>> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: indexName,
      KeyConditionExpression: `${keyName} = :top`,
      ExpressionAttributeValues: { ':top': partition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return new Map(
    (result.Items ?? []).map((item) => [
      String(item.PK).slice(PRODUCT_PREFIX.length),
      sumsOf(item),
    ]),
  );
}

/** The best-selling products by all-time revenue, at most `limit`: one bounded GSI1 Query. */
export function listTopProducts(limit: number): Promise<Map<string, FigureSums>> {
  return topOf(catalogueIndex.name, 'GSI1PK', TOP_PARTITION, limit);
}

/**
 * One page of every ranked product id (the shop's ranking holds every product with figures),
 * for a job that must visit them all (the seller-views migration), from `startKey` on.
 */
export async function pageRankedProducts(
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ productIds: string[]; lastKey?: Record<string, unknown> }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: catalogueIndex.name,
      KeyConditionExpression: 'GSI1PK = :top',
      ExpressionAttributeValues: { ':top': TOP_PARTITION },
      ProjectionExpression: 'PK, SK, GSI1PK, GSI1SK',
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    productIds: (result.Items ?? []).map((item) => String(item.PK).slice(PRODUCT_PREFIX.length)),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}),
  };
}

/** A seller's best-selling products by all-time revenue, at most `limit`: one GSI2 Query. */
export function listSellerTopProducts(
  sellerId: string,
  limit: number,
): Promise<Map<string, FigureSums>> {
  return topOf(lookupIndex.name, 'GSI2PK', salesFigureKeys.sellerRanking(sellerId), limit);
}
