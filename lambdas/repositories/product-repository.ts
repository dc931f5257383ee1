import { GetCommand, PutCommand, UpdateCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { CardApps } from '../rules/automation/whats-inside';
import { CATALOGUE_FIELDS, type Product } from '../rules/product';
import type { ProductFile, ProductRelationship, ProductVersion } from '../rules/product-content';
import { batchGetAll } from './batch-get';
import { syncCatalogueListing } from './catalogue-browse/sync';
import { keys, listingKeys, lookupIndex, productItemPrefix, productListIndex } from './keys';
import { relationshipItem } from './relationship-repository';
import { queryAll, tableName, withoutLayout } from './table';

/**
 * The product's table item. A retired product carries no listing keys at all; the others are
 * in the product list (GSI3), and the catalogue lists them from its own listing items
 * (catalogue-browse/), not from this item's keys; `search_text` serves the management list's
 * search.
 */
export function productItem(product: Product): Record<string, unknown> {
  const listed = !product.retired_at;
  return {
    ...product,
    ...keys.product(product.id),
    search_text: `${product.name} ${product.description}`.toLowerCase(),
    ...(listed ? productListIndex.keys(product.created_at, product.id) : {}),
    ...(listed && product.seller_id
      ? { GSI2PK: lookupIndex.seller(product.seller_id), GSI2SK: product.created_at }
      : {}),
  };
}

export async function putProduct(product: Product): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: productItem(product) }));
  // Direct writes (seed, fixtures) keep the browsable catalogue in step like the services do.
  await syncCatalogueListing(product.id);
}

/** The product item; `consistent` reads it as last written (after a write that lost a race). */
export async function getProduct(
  productId: string,
  consistent = false,
): Promise<Product | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.product(productId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return result.Item ? withoutLayout<Product>(result.Item) : undefined;
}

/**
 * Sets (or removes) the catalogue card's apps of an existing product. A derived field: the
 * revision editors write against is left alone, so an open edit form does not turn stale. Its
 * callers sync the listing after it (the file write that moved the apps needs that anyway).
 */
export async function setCatalogueApps(productId: string, apps: CardApps | undefined) {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.product(productId),
      ConditionExpression: 'attribute_exists(PK)',
      ...(apps
        ? {
            UpdateExpression: 'SET catalogue_apps = :apps',
            ExpressionAttributeValues: { ':apps': apps },
          }
        : { UpdateExpression: 'REMOVE catalogue_apps' }),
    }),
  );
}

/** What a catalogue card shows plus what decides whether a viewer may see it. */
export const CATALOGUE_READ_FIELDS = [
  ...CATALOGUE_FIELDS,
  'active',
  'has_published_version',
  'catalogue_apps',
] as const satisfies readonly (keyof Product)[];

export type CatalogueItem = Pick<Product, (typeof CATALOGUE_READ_FIELDS)[number]>;

/** Placeholders for every name: several (`name`, for one) are DynamoDB reserved words. */
const catalogueProjection = {
  ProjectionExpression: CATALOGUE_READ_FIELDS.map((_, index) => `#f${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(
    CATALOGUE_READ_FIELDS.map((field, index) => [`#f${index}`, field]),
  ),
};

/**
 * What the old catalogue index held: products of the product list (GSI3, not retired) that
 * are active with a published version. A FilterExpression, so the whole-list readers (the
 * sitemap, the search index's reconcile) read exactly the listed products page by page.
 */
export const LISTED_PRODUCTS_QUERY = {
  IndexName: productListIndex.name,
  KeyConditionExpression: 'GSI3PK = :products',
  FilterExpression: '#listedActive = :listed AND #listedPublished = :listed',
  ExpressionAttributeValues: { ':products': productListIndex.partition, ':listed': true },
  ExpressionAttributeNames: {
    '#listedActive': 'active',
    '#listedPublished': 'has_published_version',
  },
} as const;

/**
 * Every listed product (active, with a published version), featured first then newest: the
 * search index's full reconcile. Only the card's attributes are read, so a 1 MB Query page
 * holds more products; queryAll follows LastEvaluatedKey past it.
 */
export async function listCatalogueProducts(): Promise<CatalogueItem[]> {
  const items = await queryAll({
    ...LISTED_PRODUCTS_QUERY,
    ProjectionExpression: catalogueProjection.ProjectionExpression,
    ExpressionAttributeNames: {
      ...LISTED_PRODUCTS_QUERY.ExpressionAttributeNames,
      ...catalogueProjection.ExpressionAttributeNames,
    },
  });
  return items
    .map((item) => withoutLayout<CatalogueItem>(item))
    .sort(
      (a, b) => Number(b.featured) - Number(a.featured) || b.created_at.localeCompare(a.created_at),
    );
}

/**
 * The version's table item. A draft carries the DRAFT_VERSIONS listing keys and a published
 * version none, so the admin's drafts page is one Query of a sparse listing; every write of a
 * version goes through here, which keeps the listing in step with publishing.
 */
export function versionItem(version: ProductVersion): Record<string, unknown> {
  return {
    ...version,
    ...keys.version(version.product_id, version.id),
    ...(version.is_published
      ? {}
      : listingKeys.draftVersion(version.created_at, version.product_id, version.id)),
  };
}

export async function putVersion(version: ProductVersion): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: versionItem(version) }));
  await syncCatalogueListing(version.product_id);
}

export async function putFile(file: ProductFile): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...file, ...keys.file(file.product_id, file.id) },
    }),
  );
  await syncCatalogueListing(file.product_id);
}

export async function putRelationship(relationship: ProductRelationship): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: relationshipItem(relationship) }),
  );
}

/** Everything a product page needs from the product's own partition. */
export interface ProductPartition {
  product: Product;
  versions: ProductVersion[];
  files: ProductFile[];
  relationships: ProductRelationship[];
}

/** Interest items say so, for any read of the whole partition that must leave them out. */
export const INTEREST_RECORD_TYPE = 'interest';

/**
 * The product partition's two key ranges either side of the notify-me list: `INTEREST#` sorts
 * between `FILE#` and `PRODUCT` (then `REL#`, `UPLOAD#`, `VERSION#`), so a product page never
 * reads its registrations, however many people wait (a filter would still read them all).
 */
export const PARTITION_RANGES = [
  { condition: 'PK = :pk AND SK < :interest', bound: { ':interest': productItemPrefix.interest } },
  { condition: 'PK = :pk AND SK >= :product', bound: { ':product': productItemPrefix.product } },
] as const;

/** One range's Query input (the bench reads the same). */
export function partitionRangeQuery(productId: string, range: (typeof PARTITION_RANGES)[number]) {
  return {
    KeyConditionExpression: range.condition,
    ExpressionAttributeValues: { ':pk': keys.productPartition(productId), ...range.bound },
  };
}

/**
 * The product, its versions, files and relationships: two Queries at once, one per range
 * around the interest registrations.
 */
export async function getProductPartition(
  productId: string,
): Promise<ProductPartition | undefined> {
  const items = (
    await Promise.all(
      PARTITION_RANGES.map((range) => queryAll(partitionRangeQuery(productId, range))),
    )
  ).flat();
  let product: Product | undefined;
  const partition: Omit<ProductPartition, 'product'> = {
    versions: [],
    files: [],
    relationships: [],
  };
  for (const item of items) {
    const sortKey = String(item.SK);
    if (sortKey === productItemPrefix.product) product = withoutLayout<Product>(item);
    else if (sortKey.startsWith(productItemPrefix.version))
      partition.versions.push(withoutLayout<ProductVersion>(item));
    else if (sortKey.startsWith(productItemPrefix.file))
      partition.files.push(withoutLayout<ProductFile>(item));
    else if (sortKey.startsWith(productItemPrefix.relationship))
      partition.relationships.push(withoutLayout<ProductRelationship>(item));
  }
  return product ? { product, ...partition } : undefined;
}

/** Many products by id in BatchGetItem requests; ids that do not exist are absent. */
export async function getProducts(productIds: readonly string[]): Promise<Product[]> {
  const items = await batchGetAll(productIds.map((id) => keys.product(id)));
  return items.map((item) => withoutLayout<Product>(item));
}

/**
 * The ids of a seller's products a Query page at a time (GSI2 SELLER#{sellerId}), so a job
 * over a seller's products (the account purge) holds one page, not the seller's catalogue.
 */
export async function* sellerProductIdPages(
  sellerId: string,
  pageSize = 200,
): AsyncGenerator<string[]> {
  const pages = paginateQuery(
    { client: dynamo(), pageSize },
    {
      TableName: tableName(),
      IndexName: lookupIndex.name,
      KeyConditionExpression: 'GSI2PK = :seller',
      ExpressionAttributeValues: { ':seller': lookupIndex.seller(sellerId) },
      ProjectionExpression: 'id',
    },
  );
  for await (const page of pages) yield (page.Items ?? []).map((item) => String(item.id));
}

/** Products by id (one BatchGetItem per 100 ids); ids that do not exist are absent. */
export async function getProductsByIds(productIds: readonly string[]): Promise<Product[]> {
  const items = await batchGetAll(productIds.map((id) => keys.product(id)));
  return items.map((item) => withoutLayout<Product>(item));
}

function queryProductPrefix(productId: string, prefix: string) {
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.productPartition(productId), ':prefix': prefix },
  });
}

/** Every version of a product, drafts included (callers pick what they may show). */
export async function listProductVersions(productId: string): Promise<ProductVersion[]> {
  const items = await queryProductPrefix(productId, productItemPrefix.version);
  return items.map((item) => withoutLayout<ProductVersion>(item));
}

/** Every file of every version of a product. */
export async function listProductFiles(productId: string): Promise<ProductFile[]> {
  const items = await queryProductPrefix(productId, productItemPrefix.file);
  return items.map((item) => withoutLayout<ProductFile>(item));
}

export async function getVersion(
  productId: string,
  versionId: string,
): Promise<ProductVersion | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.version(productId, versionId) }),
  );
  return result.Item ? withoutLayout<ProductVersion>(result.Item) : undefined;
}

export async function getFile(productId: string, fileId: string): Promise<ProductFile | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.file(productId, fileId) }),
  );
  return result.Item ? withoutLayout<ProductFile>(result.Item) : undefined;
}
