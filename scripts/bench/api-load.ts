import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import v8 from 'node:v8';
import vm from 'node:vm';
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { browseKeys, keys } from '../../lambdas/repositories/keys';
import {
  PARTITION_RANGES,
  partitionRangeQuery,
  putProduct,
  putRelationship,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { CATALOGUE_PAGE_SIZE } from '../../lambdas/rules/catalogue-browse';
import type { Product } from '../../lambdas/rules/product';
import { PLATFORMS } from '../../lambdas/rules/product';
import { compareUnderLoad, type Comparison } from './load-rounds';
import { rawListingPage } from './raw-listing';

export { API_ROUNDS, CLIENTS, type Comparison, type LoadResult } from './load-rounds';

/**
 * A full collection before and after the load, so the heap figure is what stayed reachable
 * (a leak), not garbage that has not been collected yet.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

export const PRODUCTS = 500;
const PAGE_PRODUCT = 'bench-1';
const RELATED = ['bench-2', 'bench-3', 'bench-4'];

function product(index: number): Product {
  return {
    id: `bench-${index}`,
    name: `Benchmark product ${index}`,
    description: 'A product with a description of realistic length. '.repeat(8),
    short_description: 'Short description',
    price: 19 + (index % 50),
    platform: PLATFORMS[index % PLATFORMS.length]!,
    category: `Category ${index % 6}`,
    featured: index % 10 === 0,
    image_url: '/demo/placeholder.webp',
    prerequisites: 'Prerequisites of realistic length. '.repeat(10),
    available_for_purchase: index % 7 !== 0,
    coming_soon: index % 7 === 0,
    active: true,
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
    gallery_image_urls: ['/demo/a.webp', '/demo/b.webp'],
    video_youtube_id: '',
    has_published_version: true,
  };
}

export async function seedBenchCatalogue(): Promise<void> {
  for (let start = 0; start < PRODUCTS; start += 25) {
    await Promise.all(
      Array.from({ length: 25 }, (_, offset) => putProduct(product(start + offset))),
    );
  }
  await putVersion({
    id: 'v1',
    product_id: PAGE_PRODUCT,
    version_number: '1.0.0',
    release_date: '2026-01-01T00:00:00.000Z',
    is_latest: true,
    is_published: true,
    changelog: 'First release',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  for (const target of RELATED) {
    await putRelationship({
      id: `rel-${target}`,
      relationship_type: 'related',
      source_product_id: PAGE_PRODUCT,
      target_product_id: target,
    });
  }
}

function apiEvent(routeKey: string, rawPath: string, pathParameters?: Record<string, string>) {
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: {},
    ...(pathParameters ? { pathParameters } : {}),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      http: { method: 'GET', path: rawPath, sourceIp: '127.0.0.1' },
    },
  } as never;
}

const ok = (result: { statusCode?: number }) => result.statusCode === 200;

/**
 * The same reads the catalogue route makes for its first page, straight to DynamoDB Local, for
 * comparison: the facet counters, one page of the listing partition, the page's cards.
 */
const rawCatalogueQuery = async () => {
  await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :facets',
      ExpressionAttributeValues: { ':facets': browseKeys.facetsPartition },
    }),
  );
  const page = await rawListingPage(200);
  const ids = (page.Items ?? [])
    .slice(0, CATALOGUE_PAGE_SIZE)
    .map((item) => String(item.product_id));
  await dynamo().send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: ids.map((id) => keys.product(id)) } },
    }),
  );
  return true;
};

const rawProductReads = async () => {
  await Promise.all(
    PARTITION_RANGES.map((range) =>
      dynamo().send(
        new QueryCommand({ TableName: tableName(), ...partitionRangeQuery(PAGE_PRODUCT, range) }),
      ),
    ),
  );
  await dynamo().send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: RELATED.map((id) => keys.product(id)) } },
    }),
  );
  return true;
};

const catalogueRoute = () =>
  catalogue(apiEvent('GET /api/products', '/api/products'), {} as never).then(ok);
const productRoute = () =>
  catalogue(
    apiEvent('GET /api/products/{id}', `/api/products/${PAGE_PRODUCT}`, { id: PAGE_PRODUCT }),
    {} as never,
  ).then(ok);

/** DynamoDB requests one product page makes, counted on the SDK client. */
export async function productPageRequests(): Promise<{ count: number; commands: string[] }> {
  const commands: string[] = [];
  const stack = dynamo().middlewareStack;
  const name = 'bench-request-counter';
  stack.add(
    (next, context) => async (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    if (!(await productRoute())) throw new Error('The product page did not answer 200');
  } finally {
    stack.remove(name);
  }
  return { count: commands.length, commands };
}

export async function runApiLoad(
  extra: (() => Promise<Comparison>)[] = [],
): Promise<{ comparisons: Comparison[]; heapGrowthMb: number }> {
  // Warm-up: clients, JIT, DynamoDB Local's caches.
  for (let index = 0; index < 20; index += 1) {
    await catalogueRoute();
    await productRoute();
  }
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const comparisons = [
    await compareUnderLoad(
      ['GET /api/products (Lambda entry, first page)', '  raw facets + page Query + BatchGet'],
      catalogueRoute,
      rawCatalogueQuery,
    ),
    await compareUnderLoad(
      ['GET /api/products/{id} (Lambda entry)', '  raw partition Query + BatchGet'],
      productRoute,
      rawProductReads,
    ),
  ];
  for (const comparison of extra) comparisons.push(await comparison());
  collectGarbage();
  const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  return { comparisons, heapGrowthMb };
}
