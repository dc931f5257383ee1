import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { Product } from '../rules/product';
import type { ProductFile, ProductRelationship, ProductVersion } from '../rules/product-content';
import { isListedInCatalogue } from '../rules/visibility';
import { catalogueIndex, keys, lookupIndex } from './keys';
import { queryAll, tableName, withoutLayout } from './table';

/** Only listed products carry the catalogue index keys (a sparse index). */
function productItem(product: Product): Record<string, unknown> {
  return {
    ...product,
    ...keys.product(product.id),
    ...(isListedInCatalogue(product)
      ? {
          GSI1PK: catalogueIndex.partition,
          GSI1SK: catalogueIndex.sortKey(product.featured, product.created_at),
        }
      : {}),
    ...(product.seller_id
      ? { GSI2PK: lookupIndex.seller(product.seller_id), GSI2SK: product.created_at }
      : {}),
  };
}

export async function putProduct(product: Product): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: productItem(product) }));
}

export async function getProduct(productId: string): Promise<Product | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.product(productId) }),
  );
  return result.Item ? withoutLayout<Product>(result.Item) : undefined;
}

/** Every listed product (active, with a published version), featured first then newest. */
export async function listCatalogueProducts(): Promise<Product[]> {
  const items = await queryAll({
    IndexName: catalogueIndex.name,
    KeyConditionExpression: 'GSI1PK = :catalogue',
    ExpressionAttributeValues: { ':catalogue': catalogueIndex.partition },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutLayout<Product>(item));
}

export async function putVersion(version: ProductVersion): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...version, ...keys.version(version.product_id, version.id) },
    }),
  );
}

export async function putFile(file: ProductFile): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...file, ...keys.file(file.product_id, file.id) },
    }),
  );
}

export async function putRelationship(relationship: ProductRelationship): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...relationship,
        ...keys.relationship(
          relationship.source_product_id,
          relationship.relationship_type,
          relationship.target_product_id,
        ),
      },
    }),
  );
}
