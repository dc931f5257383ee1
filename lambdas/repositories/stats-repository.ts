import { z } from 'zod';
import { counterKeys, SALES_COUNTER_SHARDS } from './keys';
import { queryAll, tableName } from './table';
import type { TransactWriteItem } from './transaction';

export interface SaleFigures {
  /** `yyyy-mm`, UTC. */
  yearMonth: string;
  /** Cents paid per product of the order (every product of the order appears once). */
  productCents: Record<string, number>;
}

const UNITS_PREFIX = 'product_units#';
const REVENUE_PREFIX = 'product_revenue_cents#';
const CLAIMS_PREFIX = 'product_claims#';

function randomShard(): number {
  return Math.floor(Math.random() * SALES_COUNTER_SHARDS);
}

/**
 * Adds one paid live order to one randomly picked shard of its month, as one write of the
 * fulfilment transaction. The transaction is conditioned on the order still being pending, so a
 * replayed or concurrent fulfilment never counts twice; a retry may pick another shard, which
 * spreads 50 simultaneous orders over many items instead of one hot counter.
 */
export function salesCounterUpdate(sale: SaleFigures, shard = randomShard()): TransactWriteItem {
  const names: Record<string, string> = {};
  const values: Record<string, number> = { ':one': 1 };
  const parts = ['order_count :one'];
  let items = 0;
  let revenue = 0;
  Object.entries(sale.productCents).forEach(([productId, cents], index) => {
    names[`#u${index}`] = `${UNITS_PREFIX}${productId}`;
    names[`#r${index}`] = `${REVENUE_PREFIX}${productId}`;
    values[`:r${index}`] = cents;
    parts.push(`#u${index} :one`, `#r${index} :r${index}`);
    items += 1;
    revenue += cents;
  });
  values[':items'] = items;
  values[':revenue'] = revenue;
  parts.push('items_sold :items', 'revenue_cents :revenue');
  return {
    Update: {
      TableName: tableName(),
      Key: counterKeys.salesShard(sale.yearMonth, shard),
      UpdateExpression: `ADD ${parts.join(', ')}`,
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Takes refunded products out of the month they were sold in (one shard, inside the refund's
 * transaction, so a replayed refund never counts twice): one unit and the refunded cents per
 * product, and the order itself once nothing of it is left.
 */
export function salesRefundCounterUpdate(
  refund: SaleFigures & { wholeOrder: boolean },
  shard = randomShard(),
): TransactWriteItem {
  const names: Record<string, string> = {};
  const values: Record<string, number> = { ':minusOne': -1 };
  const parts: string[] = [];
  let items = 0;
  let revenue = 0;
  Object.entries(refund.productCents).forEach(([productId, cents], index) => {
    names[`#u${index}`] = `${UNITS_PREFIX}${productId}`;
    names[`#r${index}`] = `${REVENUE_PREFIX}${productId}`;
    values[`:r${index}`] = -cents;
    parts.push(`#u${index} :minusOne`, `#r${index} :r${index}`);
    items += 1;
    revenue += cents;
  });
  values[':items'] = -items;
  values[':revenue'] = -revenue;
  parts.push('items_sold :items', 'revenue_cents :revenue');
  if (refund.wholeOrder) parts.push('order_count :minusOne');
  return {
    Update: {
      TableName: tableName(),
      Key: counterKeys.salesShard(refund.yearMonth, shard),
      UpdateExpression: `ADD ${parts.join(', ')}`,
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * One free claim of a product (live only), as one write of the claim's transaction: counted
 * apart from the sales (`free_claims`, `product_claims#`), never as units or revenue.
 */
export function claimsCounterUpdate(
  claim: { yearMonth: string; productId: string },
  shard = randomShard(),
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: counterKeys.salesShard(claim.yearMonth, shard),
      UpdateExpression: 'ADD free_claims :one, #claims :one',
      ExpressionAttributeNames: { '#claims': `${CLAIMS_PREFIX}${claim.productId}` },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

export interface ProductFigures {
  units: number;
  revenueCents: number;
  /** Free claims: not units, not revenue. */
  claims: number;
}

export interface MonthSales {
  yearMonth: string;
  orderCount: number;
  itemsSold: number;
  revenueCents: number;
  freeClaims: number;
  products: Record<string, ProductFigures>;
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
  for (const [name, value] of Object.entries(item)) {
    if (typeof value !== 'number') continue;
    const prefix = [UNITS_PREFIX, REVENUE_PREFIX, CLAIMS_PREFIX].find((p) => name.startsWith(p));
    if (!prefix) continue;
    const productId = name.slice(prefix.length);
    const figures = (month.products[productId] ??= { units: 0, revenueCents: 0, claims: 0 });
    if (prefix === UNITS_PREFIX) figures.units += value;
    else if (prefix === REVENUE_PREFIX) figures.revenueCents += value;
    else figures.claims += value;
  }
}

/** Every month's sales, oldest first: all shards of all months summed (one Query). */
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
      month = {
        yearMonth,
        orderCount: 0,
        itemsSold: 0,
        revenueCents: 0,
        freeClaims: 0,
        products: {},
      };
      months.set(yearMonth, month);
    }
    addShard(month, item);
  }
  return [...months.values()].sort((a, b) => a.yearMonth.localeCompare(b.yearMonth));
}
