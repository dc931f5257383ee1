import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { Product } from '../rules/product';
import { productCountChange } from '../rules/product-counts';
import {
  countActiveSellerProducts,
  countListedProducts,
  listSellerRecords,
} from './back-office-repository';
import { whenConditionHolds } from './conditional-write';
import { counterKeys } from './keys';
import { tableName } from './table';
import type { TransactWriteItem } from './transaction';

type CounterKey = { PK: string; SK: string };

/**
 * The product counters (keys.ts counterKeys.shopProducts / sellerProducts). Every product write
 * adds its change in its own transaction; `counted` is set once a counter was initialised from
 * the listings (existing shops, the seed), and until then readers count the listing instead.
 */
function counterAdd(key: CounterKey, delta: number, now: string): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      // `writes` tells an initialisation counting meanwhile that its count is stale.
      UpdateExpression: 'ADD product_count :delta, writes :one SET changed_at = :now',
      ExpressionAttributeValues: { ':delta': delta, ':one': 1, ':now': now },
    },
  };
}

/** The counter updates a product write from `before` to `after` makes (none when nothing moves). */
export function productCounterWrites(
  before: Product | undefined,
  after: Product | undefined,
  now = new Date(),
): TransactWriteItem[] {
  const change = productCountChange(before, after);
  const at = now.toISOString();
  return [
    ...(change.shop ? [counterAdd(counterKeys.shopProducts(), change.shop, at)] : []),
    ...Object.entries(change.sellers).map(([sellerId, delta]) =>
      counterAdd(counterKeys.sellerProducts(sellerId), delta, at),
    ),
  ];
}

interface CounterItem {
  product_count?: number;
  counted?: boolean;
  writes?: number;
  changed_at?: string;
}

async function readCounter(key: CounterKey): Promise<CounterItem | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return result.Item as CounterItem | undefined;
}

async function counted(key: CounterKey, fallback: () => Promise<number>): Promise<number> {
  const item = await readCounter(key);
  return item?.counted ? Math.max(0, item.product_count ?? 0) : fallback();
}

/** Products not retired: one GetItem once initialised. */
export function readShopProductCount(): Promise<number> {
  return counted(counterKeys.shopProducts(), countListedProducts);
}

/** A seller's active products: one GetItem once initialised. */
export function readSellerProductCount(sellerId: string): Promise<number> {
  return counted(counterKeys.sellerProducts(sellerId), () => countActiveSellerProducts(sellerId));
}

/**
 * No product write for this long before a count: the listings' index (eventually consistent)
 * shows every earlier write by then.
 */
export const COUNTER_QUIET_MS = 60_000;

/**
 * Sets a counter from its listing once: only when no write touched it for COUNTER_QUIET_MS, and
 * only if none did while counting (the condition on `writes`); otherwise it is left for the
 * next run. False when it is still not initialised.
 */
interface InitialiseOptions {
  /** No product write for this long before counting; default COUNTER_QUIET_MS. */
  quietMs?: number;
  /** Count again even if initialised (a bulk writer that went around the transactions). */
  recount?: boolean;
}

async function initialiseCounter(
  key: CounterKey,
  count: () => Promise<number>,
  now: Date,
  options: InitialiseOptions,
): Promise<boolean> {
  const item = await readCounter(key);
  if (item?.counted && !options.recount) return true;
  const quietMs = options.quietMs ?? COUNTER_QUIET_MS;
  if (item?.changed_at && now.getTime() - Date.parse(item.changed_at) < quietMs) return false;
  const value = await count();
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET product_count = :value, counted = :yes',
        ConditionExpression: item?.writes ? 'writes = :seen' : 'attribute_not_exists(writes)',
        ExpressionAttributeValues: {
          ':value': value,
          ':yes': true,
          ...(item?.writes ? { ':seen': item.writes } : {}),
        },
      }),
    ),
  );
}

/**
 * Initialises the shop's and every seller's product counter that is not yet (the nightly
 * migrations, the seeds). Answers how many are still waiting for a quiet moment.
 */
export async function initialiseProductCounters(
  now = new Date(),
  options: InitialiseOptions = {},
): Promise<{ pending: number }> {
  let pending = 0;
  if (!(await initialiseCounter(counterKeys.shopProducts(), countListedProducts, now, options)))
    pending += 1;
  for (const seller of await listSellerRecords()) {
    const done = await initialiseCounter(
      counterKeys.sellerProducts(seller.id),
      () => countActiveSellerProducts(seller.id),
      now,
      options,
    );
    if (!done) pending += 1;
  }
  return { pending };
}
