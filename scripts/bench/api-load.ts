import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { catalogueIndex, keys } from '../../lambdas/repositories/keys';
import {
  CATALOGUE_READ_FIELDS,
  putProduct,
  putRelationship,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import type { Product } from '../../lambdas/rules/product';
import { PLATFORMS } from '../../lambdas/rules/product';

/**
 * A full collection before and after the load, so the heap figure is what stayed reachable
 * (a leak), not garbage that has not been collected yet.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

export const PRODUCTS = 500;
export const CLIENTS = 50;
/**
 * Each route is measured in API_ROUNDS rounds, each right beside a round of its raw reads (in
 * alternating order), so both see the same machine load; the throughput share is the median of
 * the rounds' shares. One busy moment of a neighbour on the shared cores then moves one round,
 * not the verdict. Rounds are bounded in count and in time.
 */
export const API_ROUNDS = 5;
const REQUESTS_PER_ROUND = 300;
const ROUND_TIME_LIMIT_MS = 20_000;
const WARM_UP_REQUESTS = 100;
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

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
}

/** A route beside the raw reads it makes, round by round. */
export interface Comparison {
  route: LoadResult;
  raw: LoadResult;
  /** Median over the rounds of the route's throughput over the raw reads'. */
  shareOfRaw: number;
  roundShares: number[];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Round {
  durations: number[];
  errors: number;
  seconds: number;
}

/** CLIENTS concurrent loops sharing one request budget; an answer that is not a 200 counts as an error. */
async function round(call: () => Promise<boolean>, requests: number): Promise<Round> {
  const durations: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + ROUND_TIME_LIMIT_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (issued < requests && performance.now() < deadline) {
        issued += 1;
        const begun = performance.now();
        const ok = await call().catch(() => false);
        durations.push(performance.now() - begun);
        if (!ok) errors += 1;
      }
    }),
  );
  return { durations, errors, seconds: (performance.now() - started) / 1000 };
}

function summary(name: string, rounds: Round[]): LoadResult {
  const durations = rounds.flatMap((each) => each.durations).sort((a, b) => a - b);
  const seconds = rounds.reduce((sum, each) => sum + each.seconds, 0);
  return {
    name,
    requests: durations.length,
    errors: rounds.reduce((sum, each) => sum + each.errors, 0),
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    perSecond: durations.length / seconds,
  };
}

const throughput = (each: Round) => each.durations.length / each.seconds;

async function compareUnderLoad(
  names: [string, string],
  route: () => Promise<boolean>,
  raw: () => Promise<boolean>,
): Promise<Comparison> {
  // Warm-up under the same concurrency, not measured: connection pools, JIT, DynamoDB Local.
  await round(route, WARM_UP_REQUESTS);
  await round(raw, WARM_UP_REQUESTS);
  const routeRounds: Round[] = [];
  const rawRounds: Round[] = [];
  for (let index = 0; index < API_ROUNDS; index += 1) {
    if (index % 2 === 0) {
      routeRounds.push(await round(route, REQUESTS_PER_ROUND));
      rawRounds.push(await round(raw, REQUESTS_PER_ROUND));
    } else {
      rawRounds.push(await round(raw, REQUESTS_PER_ROUND));
      routeRounds.push(await round(route, REQUESTS_PER_ROUND));
    }
  }
  const roundShares = routeRounds.map(
    (each, index) => throughput(each) / throughput(rawRounds[index]!),
  );
  return {
    route: summary(names[0], routeRounds),
    raw: summary(names[1], rawRounds),
    shareOfRaw: median(roundShares),
    roundShares,
  };
}

const ok = (result: { statusCode?: number }) => result.statusCode === 200;

/** The same reads the routes make, straight to DynamoDB Local, for comparison. */
const rawCatalogueQuery = async () => {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: catalogueIndex.name,
        KeyConditionExpression: 'GSI1PK = :catalogue',
        ExpressionAttributeValues: { ':catalogue': catalogueIndex.partition },
        ProjectionExpression: CATALOGUE_READ_FIELDS.map((_, index) => `#f${index}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(
          CATALOGUE_READ_FIELDS.map((field, index) => [`#f${index}`, field]),
        ),
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return true;
};

const rawProductReads = async () => {
  await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :partition',
      ExpressionAttributeValues: { ':partition': keys.productPartition(PAGE_PRODUCT) },
    }),
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

export async function runApiLoad(): Promise<{ comparisons: Comparison[]; heapGrowthMb: number }> {
  // Warm-up: clients, JIT, DynamoDB Local's caches.
  for (let index = 0; index < 20; index += 1) {
    await catalogueRoute();
    await productRoute();
  }
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const comparisons = [
    await compareUnderLoad(
      ['GET /api/products (Lambda entry)', '  raw catalogue Query, same items'],
      catalogueRoute,
      rawCatalogueQuery,
    ),
    await compareUnderLoad(
      ['GET /api/products/{id} (Lambda entry)', '  raw partition Query + BatchGet'],
      productRoute,
      rawProductReads,
    ),
  ];
  collectGarbage();
  const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  return { comparisons, heapGrowthMb };
}
