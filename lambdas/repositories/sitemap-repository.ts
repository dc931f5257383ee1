import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { Product } from '../rules/product';
import { LISTED_PRODUCTS_QUERY } from './product-repository';
import { tableName } from './table';

/** What the sitemap needs of a product: its id, its dates and what decides who sees it. */
export const SITEMAP_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'active',
  'has_published_version',
  'available_for_purchase',
  'coming_soon',
] as const satisfies readonly (keyof Product)[];

export type SitemapProduct = Pick<Product, (typeof SITEMAP_FIELDS)[number]>;

/** Placeholders for every name (DynamoDB reserves many words). */
const projection = {
  ProjectionExpression: SITEMAP_FIELDS.map((_, index) => `#s${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(
    SITEMAP_FIELDS.map((field, index) => [`#s${index}`, field]),
  ),
};

/**
 * The listed products (the product list, GSI3, filtered to listed ones: never a Scan of the
 * table) one Query page at a time, with only the sitemap's attributes, so the caller holds one page, not the
 * catalogue. `pageSize` bounds each page (DynamoDB also stops at 1 MB).
 */
export async function* catalogueSitemapPages(pageSize = 1000): AsyncGenerator<SitemapProduct[]> {
  const pages = paginateQuery(
    { client: dynamo(), pageSize },
    {
      TableName: tableName(),
      ...LISTED_PRODUCTS_QUERY,
      ProjectionExpression: projection.ProjectionExpression,
      ExpressionAttributeNames: {
        ...LISTED_PRODUCTS_QUERY.ExpressionAttributeNames,
        ...projection.ExpressionAttributeNames,
      },
    },
  );
  for await (const page of pages) yield (page.Items ?? []) as SitemapProduct[];
}
