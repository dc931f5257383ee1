/**
 * What orders a product in the catalogue besides its own fields: its popularity (paid orders)
 * and its rating totals. The sync reads them after the product's partition and writes its
 * transaction conditioned on them, so listing items are only ever written from the committed
 * aggregate they were computed from (docs/decisions.md, "Ratings and popularity move the
 * catalogue").
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../infra/aws-clients';
import type { CardRating, RatingTotals } from '../../rules/catalogue-rating';
import { browseKeys, keys, lookupIndex, reviewKeys } from '../keys';
import { countAll, tableName } from '../table';
import type { TransactWriteItem } from '../transaction';

/** The popularity counter item (`PRODUCT#{id}` / `POPULARITY`), read with the product. */
export interface PopularityCounter {
  paid_orders?: number;
  /** Set once the orders from before the counter existed were counted in (the migration). */
  counted?: boolean;
}

/**
 * The browse migration (browse-migration.ts), named anew when what a sync writes grows (v2:
 * the rating order, the cards' ratings and the popularity counters).
 */
export const BROWSE_MIGRATION = 'catalogue-browse-v2';

/** Tables whose migration finished: it never becomes unfinished again, so once is enough. */
const migratedTables = new Set<string>();

/**
 * Whether every product's earlier orders were counted in: then a counter is the whole truth
 * (absent: no paid order yet); until then, only the counters the migration got to.
 */
async function allCounted(): Promise<boolean> {
  const table = tableName();
  if (migratedTables.has(table)) return true;
  const result = await dynamo().send(
    new GetCommand({
      TableName: table,
      Key: keys.migration(BROWSE_MIGRATION),
      ProjectionExpression: 'finished_at',
    }),
  );
  if (!result.Item?.finished_at) return false;
  migratedTables.add(table);
  return true;
}

export interface BrowseSignals {
  popularity: number;
  /** The popularity is the counter's (so the transaction checks the counter is unchanged). */
  fromCounter: boolean;
  rating: RatingTotals;
}

/**
 * Before the migration counted a product's earlier orders, its popularity is still counted
 * from the buyers' index (eventually consistent) as it always was: paid orders holding the
 * product, refunded ones not counted.
 */
async function countedFromIndex(productId: string): Promise<number> {
  return countAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :buyers AND begins_with(GSI2SK, :order)',
    ExpressionAttributeValues: { ':buyers': `BUYERS#${productId}`, ':order': 'ORDER#' },
  });
}

/** The product's rating aggregate as committed now (strongly consistent). */
async function readRatingTotals(productId: string): Promise<RatingTotals> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: reviewKeys.aggregate(productId),
      ProjectionExpression: '#count, #sum',
      ExpressionAttributeNames: { '#count': 'count', '#sum': 'sum' },
      ConsistentRead: true,
    }),
  );
  return { count: Number(result.Item?.count ?? 0), sum: Number(result.Item?.sum ?? 0) };
}

/**
 * Popularity and rating of a product. Called after the product's partition (and so the
 * counter) was read: a change committed before the sync started is seen by it.
 */
export async function readBrowseSignals(
  productId: string,
  counter: PopularityCounter | undefined,
): Promise<BrowseSignals> {
  const fromCounter = Boolean(counter?.counted) || (await allCounted());
  const popularity = fromCounter
    ? Math.max(0, counter?.paid_orders ?? 0)
    : await countedFromIndex(productId);
  return { popularity, fromCounter, rating: await readRatingTotals(productId) };
}

/**
 * Checks that make the sync's transaction fail if the aggregate (or a counted popularity)
 * moved since it was read: a sync that computed from an older state never commits it.
 */
export function signalChecks(
  productId: string,
  counter: PopularityCounter | undefined,
  signals: BrowseSignals,
): TransactWriteItem[] {
  const { count, sum } = signals.rating;
  const checks: TransactWriteItem[] = [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: reviewKeys.aggregate(productId),
        ConditionExpression:
          count === 0
            ? 'attribute_not_exists(#count) OR #count = :count'
            : '#count = :count AND #sum = :sum',
        ExpressionAttributeNames: { '#count': 'count', ...(count === 0 ? {} : { '#sum': 'sum' }) },
        ExpressionAttributeValues: { ':count': count, ...(count === 0 ? {} : { ':sum': sum }) },
      },
    },
  ];
  if (signals.fromCounter) {
    const paid = counter?.paid_orders ?? 0;
    checks.push({
      ConditionCheck: {
        TableName: tableName(),
        Key: browseKeys.popularity(productId),
        ConditionExpression:
          paid === 0
            ? 'attribute_not_exists(paid_orders) OR paid_orders = :paid'
            : 'paid_orders = :paid',
        ExpressionAttributeValues: { ':paid': paid },
      },
    });
  }
  return checks;
}

/**
 * The card's rating on the product item. A derived field like the card's apps: the revision
 * editors write against is left alone, and an edit that put back an older copy is followed by
 * a sync that writes it again.
 */
export function cardRatingUpdate(productId: string, rating: CardRating | undefined) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.product(productId),
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#rating': 'rating' },
      ...(rating
        ? {
            UpdateExpression: 'SET #rating = :rating',
            ExpressionAttributeValues: { ':rating': rating },
          }
        : { UpdateExpression: 'REMOVE #rating' }),
    },
  } satisfies TransactWriteItem;
}
