import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { Product } from '../rules/product';
import type { ProductVersion } from '../rules/product-content';
import { BATCH_WRITE_LIMIT, batchWriteChunk, UnprocessedWritesError } from './batch-write';
import { buyerKeys, keys, lookupIndex, productListIndex } from './keys';
import { decodePageCursor, encodePageCursor, type KeyPlace } from './page-cursor';
import { productCounterWrites } from './product-counter-repository';
import { productItem, versionItem } from './product-repository';
import { tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/**
 * Writes of catalogue management. Every write of an existing product or version is conditional
 * on the revision the editor last read (items written before revisions existed count as 0), so
 * a stale edit fails instead of overwriting someone else's.
 */
const REVISION_IS =
  '(revision = :expected OR (attribute_not_exists(revision) AND :expected = :zero))';

export interface ProductPage {
  products: Product[];
  nextCursor?: string;
}

/**
 * A search reads at most SEARCH_READS pages of SEARCH_READ_ITEMS products per request, however
 * few match: a request never reads the whole listing, and a search nothing matches still moves
 * through 50,000 products in 50 requests (the list asks for the next page by itself, bounded).
 */
export const SEARCH_READS = 5;
export const SEARCH_READ_ITEMS = 200;

/** The key a Query of `place` would resume after `item` from (its table and index keys). */
function keyAfter(item: Record<string, unknown>, place: KeyPlace): Record<string, unknown> {
  const index = place.index ?? '';
  return {
    PK: item.PK,
    SK: item.SK,
    ...(index ? { [`${index}PK`]: item[`${index}PK`], [`${index}SK`]: item[`${index}SK`] } : {}),
  };
}

/**
 * One page of products, newest first: all products (GSI3) or one seller's (GSI2). A search
 * filters on the stored lower-case name and description, reading bounded pages (above); when a
 * read finds more matches than the page holds, the cursor resumes after the last one shown.
 */
export async function listProductsPage(options: {
  sellerId?: string;
  cursor?: string;
  /** The caller and query the cursors are sealed for (page-cursor.ts). */
  cursorScope: string;
  limit: number;
  search?: string;
}): Promise<ProductPage | 'bad-cursor'> {
  // The listing read: one seller's products (GSI2) or every product (GSI3).
  const place: KeyPlace = options.sellerId
    ? { index: 'GSI2', partition: lookupIndex.seller(options.sellerId) }
    : { index: 'GSI3', partition: productListIndex.partition };
  const startKey = options.cursor
    ? await decodePageCursor(options.cursor, options.cursorScope, place)
    : undefined;
  if (options.cursor && !startKey) return 'bad-cursor';
  const base: QueryCommandInput = {
    TableName: tableName(),
    IndexName: place.index,
    KeyConditionExpression: `${place.index}PK = :partition`,
    ExpressionAttributeValues: { ':partition': place.partition },
    ScanIndexForward: false,
  };
  const search = options.search?.trim().toLowerCase();
  const items: Record<string, unknown>[] = [];
  let nextKey: Record<string, unknown> | undefined = startKey;
  for (let read = 0; read < (search ? SEARCH_READS : 1); read += 1) {
    const page = await dynamo().send(
      new QueryCommand(
        search
          ? {
              ...base,
              FilterExpression: 'contains(search_text, :search)',
              ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ':search': search },
              Limit: SEARCH_READ_ITEMS,
              ExclusiveStartKey: nextKey,
            }
          : { ...base, Limit: options.limit, ExclusiveStartKey: nextKey },
      ),
    );
    const found = page.Items ?? [];
    const room = options.limit - items.length;
    items.push(...found.slice(0, room));
    nextKey = page.LastEvaluatedKey;
    if (found.length > room) {
      // More matches than the page holds: carry on after the last one shown.
      nextKey = keyAfter(items[items.length - 1] ?? {}, place);
      break;
    }
    if (!nextKey || items.length >= options.limit) break;
  }
  const products = items.map((item) => withoutLayout<Product>(item));
  const nextCursor = await encodePageCursor(nextKey, options.cursorScope);
  return nextCursor ? { products, nextCursor } : { products };
}

/**
 * A new product, refused if the id exists, with the product counters it moves. The product's
 * own write comes first in every list here, so a failed index 0 is its condition.
 */
export function productCreate(product: Product): TransactWriteItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: productItem(product),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...productCounterWrites(undefined, product),
  ];
}

/**
 * The whole product item again (index keys follow its fields), if nobody changed it since
 * `previous` was read at `expectedRevision`, with the counters the change moves: the revision
 * condition makes `previous` exactly what is replaced, so the counts stay exact.
 */
export function productReplace(
  previous: Product,
  product: Product,
  expectedRevision: number,
): TransactWriteItem[] {
  // The card's apps are derived from the files and change without a new revision (an open edit
  // form must not turn stale): the replace holds only if they are still what was read, so it
  // never puts back apps a file write has moved since (product-write.ts reads and retries).
  const apps = previous.catalogue_apps;
  return [
    {
      Put: {
        TableName: tableName(),
        Item: productItem(product),
        ConditionExpression: `attribute_exists(PK) AND ${REVISION_IS} AND ${
          apps ? 'catalogue_apps = :apps' : 'attribute_not_exists(catalogue_apps)'
        }`,
        ExpressionAttributeValues: {
          ':expected': expectedRevision,
          ':zero': 0,
          ...(apps ? { ':apps': apps } : {}),
        },
      },
    },
    ...productCounterWrites(previous, product),
  ];
}

/** Removes the product item itself, if unchanged since read, with its counters. */
export function productDelete(product: Product, expectedRevision: number): TransactWriteItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.product(product.id),
        ConditionExpression: `attribute_exists(PK) AND ${REVISION_IS}`,
        ExpressionAttributeValues: { ':expected': expectedRevision, ':zero': 0 },
      },
    },
    ...productCounterWrites(product, undefined),
  ];
}

export function versionCreate(version: ProductVersion): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: versionItem(version),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export function versionReplace(
  version: ProductVersion,
  expectedRevision: number,
): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: versionItem(version),
      ConditionExpression: `attribute_exists(PK) AND ${REVISION_IS}`,
      ExpressionAttributeValues: { ':expected': expectedRevision, ':zero': 0 },
    },
  };
}

/** Whether anyone bought (or is paying for) the product: its GSI2 BUYERS# partition has items. */
export async function hasAnyBuyer(productId: string): Promise<boolean> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: lookupIndex.name,
      KeyConditionExpression: 'GSI2PK = :buyers',
      ExpressionAttributeValues: { ':buyers': buyerKeys.partition(productId) },
      Limit: 1,
    }),
  );
  return (page.Items ?? []).length > 0;
}

/** BatchWriteItem requests per 25 deletions before their unprocessed rest is left behind. */
const PARTITION_DELETE_ATTEMPTS = 8;

/**
 * Removes every item of a product's partition (product, versions, files, links, interest).
 * False when DynamoDB kept leaving some unprocessed (throttling) and they were left behind
 * rather than failing a deletion whose other items are already gone.
 */
export async function deleteProductPartition(productId: string): Promise<boolean> {
  const keysToDelete: { PK: string; SK: string }[] = [];
  let complete = true;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.productPartition(productId) },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: startKey,
      }),
    );
    keysToDelete.push(...((page.Items ?? []) as { PK: string; SK: string }[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  for (let start = 0; start < keysToDelete.length; start += BATCH_WRITE_LIMIT) {
    const requests = keysToDelete
      .slice(start, start + BATCH_WRITE_LIMIT)
      .map((key) => ({ DeleteRequest: { Key: key } }));
    try {
      await batchWriteChunk(requests, PARTITION_DELETE_ATTEMPTS);
    } catch (error) {
      if (!(error instanceof UnprocessedWritesError)) throw error;
      complete = false;
    }
  }
  return complete;
}
