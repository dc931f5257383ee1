/**
 * A product's popularity (its paid, unrefunded orders) as a counter the catalogue sync reads
 * with the product, moved exactly once per order: each counted order leaves a marker item
 * (`POPULARITY#{productId}` / `ORDER#{sessionId}`) written in the same transaction as the
 * counter's ADD, so a fulfilment or refund run again (webhook redelivery, success page, Stripe's
 * refund events) finds its marker and changes nothing. Fulfilment and refunds call in here
 * after their own transaction; each call ends with the product's catalogue sync.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../infra/aws-clients';
import { describeError, log } from '../../infra/logger';
import { withRetries } from '../../infra/retries';
import { browseKeys, buyerKeys, keys, lookupIndex } from '../keys';
import { queryAll, tableName } from '../table';
import { type TransactWriteItem, writeTransaction } from '../transaction';
import { syncCatalogueListing } from './sync';

class CountConflict extends Error {
  override readonly name = 'CountConflict';
}

/** Runs a counting transaction; false when its first condition says it was done already. */
async function countOnce(items: TransactWriteItem[]): Promise<boolean> {
  return withRetries(
    async () => {
      const result = await writeTransaction(items);
      if (result.ok) return true;
      if (result.failedIndex >= 0) return false;
      throw new CountConflict();
    },
    { attempts: 8, baseMs: 10, maxMs: 200, retryable: (error) => error instanceof CountConflict },
  );
}

function counterAdd(productId: string, delta: 1 | -1): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: browseKeys.popularity(productId),
      UpdateExpression: 'ADD paid_orders :delta',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/**
 * Counts one paid order of a product, once: not if its marker exists, nor if the order's line
 * was refunded meanwhile (its item no longer sorts under the buyers' ORDER#), so a count that
 * comes late never undoes a refund that came first.
 */
function countSale(productId: string, sessionId: string): Promise<boolean> {
  return countOnce([
    {
      Put: {
        TableName: tableName(),
        Item: { ...browseKeys.sale(productId, sessionId), session_id: sessionId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.orderItem(sessionId, productId),
        ConditionExpression: 'begins_with(GSI2SK, :sold)',
        ExpressionAttributeValues: { ':sold': buyerKeys.orderPrefix },
      },
    },
    counterAdd(productId, 1),
  ]);
}

/** Takes a refunded line's order out of the count, once (nothing if it was never counted). */
function uncountSale(productId: string, sessionId: string): Promise<boolean> {
  return countOnce([
    {
      Delete: {
        TableName: tableName(),
        Key: browseKeys.sale(productId, sessionId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    counterAdd(productId, -1),
  ]);
}

/**
 * The catalogue sync after a change the shop already committed: a failure is logged, never
 * the caller's failure (the order is paid, the review written); the next change of the product
 * or the browse migration brings its listing in step.
 */
export async function followInCatalogue(productId: string): Promise<void> {
  try {
    await syncCatalogueListing(productId);
  } catch (error) {
    log('warn', 'Catalogue listing left behind its product', {
      productId,
      ...describeError(error),
    });
  }
}

async function eachProduct(
  sessionId: string,
  productIds: readonly string[] | undefined,
  change: (productId: string, sessionId: string) => Promise<boolean>,
): Promise<void> {
  // Never the caller's failure: an order read without its lines (an older item) counts nothing.
  for (const productId of productIds ?? []) {
    try {
      await change(productId, sessionId);
    } catch (error) {
      log('warn', 'Popularity not updated', { productId, ...describeError(error) });
    }
    await followInCatalogue(productId);
  }
}

/** After an order is settled as paid (or found paid again): its products each gain one. */
export function countPaidOrder(
  sessionId: string,
  productIds: readonly string[] | undefined,
): Promise<void> {
  return eachProduct(sessionId, productIds, countSale);
}

/** After a refund is recorded (or found recorded again): its lines' products each lose one. */
export function countRefundedLines(
  sessionId: string,
  productIds: readonly string[] | undefined,
): Promise<void> {
  return eachProduct(sessionId, productIds, uncountSale);
}

/**
 * Counts in the paid orders from before the counter existed (the browse migration), then marks
 * the counter counted so the sync reads it instead of the buyers' index. Orders paid since the
 * deploy were counted by fulfilment; counting them again here finds their markers.
 */
export async function initialisePopularity(productId: string): Promise<void> {
  const counter = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: browseKeys.popularity(productId),
      ConsistentRead: true,
    }),
  );
  if (counter.Item?.counted) return;
  const sold = await queryAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :buyers AND begins_with(GSI2SK, :order)',
    ExpressionAttributeValues: {
      ':buyers': buyerKeys.partition(productId),
      ':order': buyerKeys.orderPrefix,
    },
    ProjectionExpression: 'session_id',
  });
  for (const item of sold) {
    const sessionId = String(item.session_id);
    const order = await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.order(sessionId),
        ProjectionExpression: '#status',
        ExpressionAttributeNames: { '#status': 'status' },
        ConsistentRead: true,
      }),
    );
    // Pending checkouts also list their items under the buyers; only paid orders count.
    if (order.Item?.status === 'paid') await countSale(productId, sessionId);
  }
  await countOnce([
    {
      Update: {
        TableName: tableName(),
        Key: browseKeys.popularity(productId),
        UpdateExpression: 'SET counted = :yes ADD paid_orders :zero',
        ExpressionAttributeValues: { ':yes': true, ':zero': 0 },
      },
    },
  ]);
}
