import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { catalogueIndex, salesFigureKeys } from './keys';
import { queryAll, tableName } from './table';
import { writeTransaction, type TransactWriteItem } from './transaction';

/** One product line of a paid order or of a refund. */
export interface SalesLine {
  productId: string;
  /** None for the shop's own products: they count per product only. */
  sellerId?: string;
  cents: number;
}

/**
 * One sale (sign 1) or refund (sign -1) to count once. `eventId` names it for good (the order's
 * session for a sale, the refund's id for a refund): replaying it never counts twice.
 */
export interface SalesEvent {
  eventId: string;
  /** `yyyy-mm` (UTC) the products were sold in: a refund leaves the month of its sale. */
  yearMonth: string;
  sign: 1 | -1;
  lines: SalesLine[];
}

/** Writes per chunk: DynamoDB allows 100 per transaction, one goes to the chunk's marker. */
export const SALES_CHUNK_WRITES = 99;

const MAX_ATTEMPTS = 8;

const PRODUCT_PREFIX = salesFigureKeys.productTotal('').PK;

function add(key: Record<string, string>, units: number, cents: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD units :units, revenue_cents :cents',
      ExpressionAttributeValues: { ':units': units, ':cents': cents },
    },
  } satisfies TransactWriteItem;
}

/**
 * The event's writes cut into self-contained chunks (each line's product month and total, and
 * its seller's month summed over the chunk's lines), in an order fixed by the lines, so a replay
 * rebuilds the very same chunks and every chunk's marker means exactly the same ADDs.
 */
function linesByChunk(event: SalesEvent): SalesLine[][] {
  const lines = [...event.lines].sort((a, b) => a.productId.localeCompare(b.productId));
  const chunks: SalesLine[][] = [];
  let current: SalesLine[] = [];
  let sellers = new Set<string>();
  for (const line of lines) {
    const grows = 2 + (!line.sellerId || sellers.has(line.sellerId) ? 0 : 1);
    if (current.length * 2 + sellers.size + grows > SALES_CHUNK_WRITES) {
      chunks.push(current);
      current = [];
      sellers = new Set();
    }
    current.push(line);
    if (line.sellerId) sellers.add(line.sellerId);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export function salesEventChunks(event: SalesEvent): TransactWriteItem[][] {
  return linesByChunk(event).map((chunk) => {
    const writes: TransactWriteItem[] = [];
    const bySeller = new Map<string, { units: number; cents: number }>();
    for (const line of chunk) {
      const cents = event.sign * line.cents;
      writes.push(
        add(salesFigureKeys.productMonth(line.productId, event.yearMonth), event.sign, cents),
      );
      writes.push(add(salesFigureKeys.productTotal(line.productId), event.sign, cents));
      if (!line.sellerId) continue;
      const seller = bySeller.get(line.sellerId) ?? { units: 0, cents: 0 };
      seller.units += event.sign;
      seller.cents += cents;
      bySeller.set(line.sellerId, seller);
    }
    for (const [sellerId, sum] of bySeller) {
      writes.push(
        add(salesFigureKeys.sellerMonth(sellerId, event.yearMonth), sum.units, sum.cents),
      );
    }
    return writes;
  });
}

/**
 * Counts one sale or refund into the per-product and per-seller figures, chunk by chunk, each
 * chunk in one transaction with its marker (conditioned on being new). A replayed event, or a
 * retry after a chunk failed midway, skips the chunks already counted and counts the rest.
 */
export async function applySalesEvent(
  event: SalesEvent,
): Promise<{ applied: number; skipped: number }> {
  let applied = 0;
  let skipped = 0;
  const chunks = salesEventChunks(event);
  const chunkLines = linesByChunk(event);
  for (const [index, writes] of chunks.entries()) {
    const marker: TransactWriteItem = {
      Put: {
        TableName: tableName(),
        Item: {
          ...salesFigureKeys.salesApplied(event.eventId, index),
          year_month: event.yearMonth,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
    for (let attempt = 1; ; attempt += 1) {
      const result = await writeTransaction([marker, ...writes]);
      if (result.ok) {
        applied += 1;
        for (const line of chunkLines[index] ?? []) await rankProduct(line.productId);
        break;
      }
      // The marker's condition failed: this chunk was counted before.
      if (result.failedIndex === 0) {
        skipped += 1;
        break;
      }
      // Another transaction wrote the same counters at that moment: try again, then leave it to
      // the caller's retry (a stream record is redelivered) rather than spin.
      if (attempt >= MAX_ATTEMPTS) throw new Error('Sales figures stayed contended; retry later');
    }
  }
  return { applied, skipped };
}

export interface FigureSums {
  units: number;
  revenueCents: number;
  /** Free claims (stats-repository's claimsCounterUpdates): not units, not revenue. */
  claims: number;
}

function sumsOf(item: Record<string, unknown> | undefined): FigureSums {
  return {
    units: typeof item?.units === 'number' ? item.units : 0,
    revenueCents: typeof item?.revenue_cents === 'number' ? item.revenue_cents : 0,
    claims: typeof item?.claims === 'number' ? item.claims : 0,
  };
}

/** A seller's months from `fromMonth` on (`yyyy-mm`), one Query bounded by the months shown. */
export async function listSellerMonths(
  sellerId: string,
  fromMonth: string,
): Promise<Map<string, FigureSums>> {
  const key = salesFigureKeys.sellerMonth(sellerId, fromMonth);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK >= :from',
    ExpressionAttributeValues: { ':pk': key.PK, ':from': key.SK },
  });
  return new Map(
    items.map((item) => [String(item.SK).slice(salesFigureKeys.monthPrefix.length), sumsOf(item)]),
  );
}

/** All-time figures of some products (BatchGet, 100 keys a call): bounded by the ids given. */
export async function readProductTotals(
  productIds: readonly string[],
): Promise<Map<string, FigureSums>> {
  const totals = new Map<string, FigureSums>();
  for (let start = 0; start < productIds.length; start += 100) {
    let keys: Record<string, unknown>[] = productIds
      .slice(start, start + 100)
      .map((id) => salesFigureKeys.productTotal(id));
    while (keys.length > 0) {
      const result = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) {
        const id = String(item.PK).slice(PRODUCT_PREFIX.length);
        totals.set(id, sumsOf(item));
      }
      keys = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return totals;
}

/** One product's month figures, e.g. for a seller's month view. */
export async function readProductMonths(productId: string, fromMonth: string) {
  const key = salesFigureKeys.productMonth(productId, fromMonth);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK >= :from',
    ExpressionAttributeValues: { ':pk': key.PK, ':from': key.SK },
  });
  return new Map(
    items.map((item) => [String(item.SK).slice(salesFigureKeys.monthPrefix.length), sumsOf(item)]),
  );
}

const TOP_PARTITION = 'SALEFIG#TOP';
const RANK_DIGITS = 15;

/**
 * Files a product's all-time figures under the top-products ranking (GSI1, revenue as a padded
 * sort key), so the admin's product table reads the best sellers without touching the rest of a
 * 50,000-product catalogue. The key is derived from the total as it is now and written only if
 * the total did not move meanwhile, so concurrent sales leave the highest total ranked.
 */
export async function rankProduct(productId: string): Promise<void> {
  const key = salesFigureKeys.productTotal(productId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const cents = sumsOf(Item).revenueCents;
    // A product only claimed free so far has no revenue attribute: ranked at 0 while none comes.
    const unsold = typeof Item?.revenue_cents !== 'number';
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET GSI1PK = :top, GSI1SK = :rank',
          ConditionExpression: unsold
            ? 'attribute_not_exists(revenue_cents)'
            : 'revenue_cents = :cents',
          ExpressionAttributeValues: {
            ':top': TOP_PARTITION,
            ':rank': `${String(Math.max(0, cents)).padStart(RANK_DIGITS, '0')}#${productId}`,
            ...(unsold ? {} : { ':cents': cents }),
          },
        }),
      );
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
}

/** The best-selling products by all-time revenue, at most `limit`: one bounded GSI1 Query. */
export async function listTopProducts(limit: number): Promise<Map<string, FigureSums>> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: catalogueIndex.name,
      KeyConditionExpression: 'GSI1PK = :top',
      ExpressionAttributeValues: { ':top': TOP_PARTITION },
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
