import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { salesFigureKeys } from './keys';
import { getProduct } from './product-repository';
import { MAX_ATTEMPTS, PRODUCT_PREFIX, sumsOf, type FigureSums } from './sales-figure-sums';
import { rankProduct } from './sales-rank-repository';
import { saleRowChunks } from './seller-sale-repository';
import { queryAll, tableName } from './table';
import { writeTransaction, type TransactWriteItem } from './transaction';

export type { FigureSums } from './sales-figure-sums';

/** One product line of a paid order or of a refund. */
export interface SalesLine {
  productId: string;
  /** None for the shop's own products: they count per product only. */
  sellerId?: string;
  cents: number;
  /** The product's name on the order (its seller's sale row). */
  name?: string;
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
  /**
   * The order behind it, for the seller sale rows (recent sales); without it only the figures
   * are counted.
   */
  order?: { sessionId: string; paidAt: string; guest: boolean };
}

/** Writes per chunk: DynamoDB allows 100 per transaction, one goes to the chunk's marker. */
export const SALES_CHUNK_WRITES = 99;

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
 * Writes one chunk with its marker (conditioned on being new): 'skipped' when the marker was
 * there, i.e. the chunk was written before. Another transaction on the same counters at that
 * moment is tried again, then left to the caller's retry (a redelivered stream record).
 */
async function applyChunk(
  marker: Record<string, string>,
  yearMonth: string,
  writes: TransactWriteItem[],
): Promise<'applied' | 'skipped'> {
  const put: TransactWriteItem = {
    Put: {
      TableName: tableName(),
      Item: { ...marker, year_month: yearMonth },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  for (let attempt = 1; ; attempt += 1) {
    const result = await writeTransaction([put, ...writes]);
    if (result.ok) return 'applied';
    if (result.failedIndex === 0) return 'skipped';
    if (attempt >= MAX_ATTEMPTS) throw new Error('Sales figures stayed contended; retry later');
  }
}

/**
 * Who a sold product ranks under: its seller now (an admin may have moved it since), or the
 * sale's seller when the product is gone.
 */
async function rankingSeller(line: SalesLine): Promise<string | null> {
  const product = await getProduct(line.productId);
  if (!product) return line.sellerId ?? null;
  return product.seller_id ?? null;
}

/** The seller lines of an event with its order: their sale rows, in marked chunks of their own. */
async function applySaleRows(event: SalesEvent): Promise<void> {
  if (!event.order) return;
  const lines = event.lines.flatMap((line) =>
    line.sellerId ? [{ ...line, sellerId: line.sellerId, name: line.name ?? line.productId }] : [],
  );
  const chunks = saleRowChunks({ ...event.order, sign: event.sign, lines });
  for (const [index, writes] of chunks.entries()) {
    await applyChunk(
      salesFigureKeys.saleRowsApplied(event.eventId, index),
      event.yearMonth,
      writes,
    );
  }
}

/**
 * Counts one sale or refund into the per-product and per-seller figures, chunk by chunk, each
 * chunk in one transaction with its marker (conditioned on being new). A replayed event, or a
 * retry after a chunk failed midway, skips the chunks already counted and counts the rest. The
 * seller sale rows follow in chunks with markers of their own: the figures' chunks stay cut as
 * they were before the rows existed, so an earlier sale's markers still mean the same ADDs.
 */
export async function applySalesEvent(
  event: SalesEvent,
): Promise<{ applied: number; skipped: number }> {
  let applied = 0;
  let skipped = 0;
  const chunkLines = linesByChunk(event);
  for (const [index, writes] of salesEventChunks(event).entries()) {
    const marker = salesFigureKeys.salesApplied(event.eventId, index);
    if ((await applyChunk(marker, event.yearMonth, writes)) === 'skipped') {
      skipped += 1;
      continue;
    }
    applied += 1;
    for (const line of chunkLines[index] ?? []) {
      await rankProduct(line.productId, await rankingSeller(line));
    }
  }
  await applySaleRows(event);
  return { applied, skipped };
}

/**
 * A seller's months from `fromMonth` on (`yyyy-mm`; every month without it): one Query bounded
 * by the months of history, a dozen items a year, whatever they sell.
 */
export async function listSellerMonths(
  sellerId: string,
  fromMonth = '',
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
