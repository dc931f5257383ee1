import { z } from 'zod';
import { counterKeys, SALES_COUNTER_SHARDS, salesFigureKeys } from './keys';
import { queryAll, tableName } from './table';
import type { TransactWriteItem } from './transaction';

export interface SaleFigures {
  /** `yyyy-mm`, UTC. */
  yearMonth: string;
  /** Cents paid per product of the order (every product of the order appears once). */
  productCents: Record<string, number>;
}

/** Legacy per-product attributes of a shard, moved out by the sales-figures migration. */
export const LEGACY_UNITS_PREFIX = 'product_units#';
export const LEGACY_REVENUE_PREFIX = 'product_revenue_cents#';

function randomShard(): number {
  return Math.floor(Math.random() * SALES_COUNTER_SHARDS);
}

/** The ADDs of one sale or refund: the shop totals only, so a shard stays small at any size. */
function totalsUpdate(
  yearMonth: string,
  shard: number,
  totals: Record<'order_count' | 'items_sold' | 'revenue_cents', number>,
): TransactWriteItem {
  const entries = Object.entries(totals).filter(([, value]) => value !== 0);
  return {
    Update: {
      TableName: tableName(),
      Key: counterKeys.salesShard(yearMonth, shard),
      UpdateExpression: `ADD ${entries.map(([name]) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(
        entries.map(([name, value]) => [`:${name}`, value]),
      ),
    },
  };
}

/**
 * Adds one paid live order to one randomly picked shard of its month, as one write of the
 * fulfilment transaction. The transaction is conditioned on the order still being pending, so a
 * replayed or concurrent fulfilment never counts twice; a retry may pick another shard, which
 * spreads 50 simultaneous orders over many items instead of one hot counter. Per-product and
 * per-seller figures are counted from the stream (sales-figure-repository.ts), not here.
 */
export function salesCounterUpdate(sale: SaleFigures, shard = randomShard()): TransactWriteItem {
  const cents = Object.values(sale.productCents);
  return totalsUpdate(sale.yearMonth, shard, {
    order_count: 1,
    items_sold: cents.length,
    revenue_cents: cents.reduce((sum, value) => sum + value, 0),
  });
}

/**
 * Takes refunded products out of the month they were sold in (one shard, inside the refund's
 * transaction, so a replayed refund never counts twice): their items and cents, and the order
 * itself once nothing of it is left.
 */
export function salesRefundCounterUpdate(
  refund: SaleFigures & { wholeOrder: boolean },
  shard = randomShard(),
): TransactWriteItem {
  const cents = Object.values(refund.productCents);
  return totalsUpdate(refund.yearMonth, shard, {
    order_count: refund.wholeOrder ? -1 : 0,
    items_sold: -cents.length,
    revenue_cents: -cents.reduce((sum, value) => sum + value, 0),
  });
}

/**
 * One free claim of a product (live only), as writes of the claim's transaction: the month's
 * `free_claims` on a shard, and `claims` on the product's month and total and on its seller's
 * month (the items the sales figures read), never units or revenue. A claim is one product, so
 * these stay four writes; the claim's conditions make a repeat count nothing.
 */
export function claimsCounterUpdates(
  claim: { yearMonth: string; productId: string; sellerId?: string | undefined },
  shard = randomShard(),
): TransactWriteItem[] {
  const addClaim = (Key: Record<string, string>, name: string): TransactWriteItem => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'ADD #claims :one',
      ExpressionAttributeNames: { '#claims': name },
      ExpressionAttributeValues: { ':one': 1 },
    },
  });
  return [
    addClaim(counterKeys.salesShard(claim.yearMonth, shard), 'free_claims'),
    addClaim(salesFigureKeys.productMonth(claim.productId, claim.yearMonth), 'claims'),
    addClaim(salesFigureKeys.productTotal(claim.productId), 'claims'),
    ...(claim.sellerId
      ? [addClaim(salesFigureKeys.sellerMonth(claim.sellerId, claim.yearMonth), 'claims')]
      : []),
  ];
}

export interface MonthSales {
  yearMonth: string;
  orderCount: number;
  itemsSold: number;
  revenueCents: number;
  /** Free claims: not orders, items or revenue. */
  freeClaims: number;
}

const shardSchema = z
  .object({
    SK: z.string(),
    order_count: z.number().default(0),
    items_sold: z.number().default(0),
    revenue_cents: z.number().default(0),
    free_claims: z.number().default(0),
  })
  .passthrough();

function addShard(month: MonthSales, item: Record<string, unknown>): void {
  const shard = shardSchema.parse(item);
  month.orderCount += shard.order_count;
  month.itemsSold += shard.items_sold;
  month.revenueCents += shard.revenue_cents;
  month.freeClaims += shard.free_claims;
}

/**
 * Every month's shop totals, oldest first: all shards of all months summed (one Query). A shard
 * holds four numbers, so this stays a few KB a year of history.
 */
export async function listMonthlySales(): Promise<MonthSales[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': counterKeys.partition, ':prefix': counterKeys.salesPrefix },
  });
  const months = new Map<string, MonthSales>();
  for (const item of items) {
    const yearMonth = String(item.SK).slice(counterKeys.salesPrefix.length, -3);
    let month = months.get(yearMonth);
    if (!month) {
      month = { yearMonth, orderCount: 0, itemsSold: 0, revenueCents: 0, freeClaims: 0 };
      months.set(yearMonth, month);
    }
    addShard(month, item);
  }
  return [...months.values()].sort((a, b) => a.yearMonth.localeCompare(b.yearMonth));
}
