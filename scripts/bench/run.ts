import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { ENV } from '../../lambdas/infra/config';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { Product } from '../../lambdas/rules/product';
import { PLATFORMS } from '../../lambdas/rules/product';
import { freePort, stopProcess } from '../local/processes';
import { ensureTable } from '../local/provision';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';

/**
 * `npm run bench`: the catalogue read path against DynamoDB Local with a large catalogue.
 * Targets are checked here, never in timed tests; the run fails when one is missed.
 */
const PRODUCTS = 500;
const REQUESTS = 200;
// DynamoDB Local (a JVM on this machine) dominates; on AWS the same Query is far faster.
const TARGETS = { p95Ms: 400, heapGrowthMb: 64 };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

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
    image_url: '/demo/placeholder.png',
    prerequisites: '',
    available_for_purchase: index % 7 !== 0,
    coming_soon: index % 7 === 0,
    active: true,
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
    gallery_image_urls: [],
    video_youtube_id: '',
    has_published_version: true,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const port = await freePort();
  const dynamodb = await startDynamoDbLocal({ port, logDir: dataDir });
  try {
    Object.assign(process.env, {
      [ENV.tableName]: 'bench',
      [ENV.dynamodbEndpoint]: `http://127.0.0.1:${port}`,
      [ENV.filesBucket]: 'unused',
      [ENV.userPoolId]: 'unused',
      [ENV.userPoolClientId]: 'unused',
      [ENV.siteUrl]: 'http://localhost',
      LOG_LEVEL: 'silent',
    });
    await ensureTable(`http://127.0.0.1:${port}`, 'bench');
    for (let start = 0; start < PRODUCTS; start += 25) {
      await Promise.all(
        Array.from({ length: 25 }, (_, offset) => putProduct(product(start + offset))),
      );
    }
    const event = {
      version: '2.0',
      routeKey: 'GET /api/products',
      rawPath: '/api/products',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
      requestContext: { requestId: 'bench', http: { method: 'GET', path: '/api/products' } },
    } as never;
    await catalogue(event, {} as never); // warm-up: clients, JIT
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const durations: number[] = [];
    let count = 0;
    for (let index = 0; index < REQUESTS; index += 1) {
      const started = performance.now();
      const result = await catalogue(event, {} as never);
      durations.push(performance.now() - started);
      count = (JSON.parse(result.body ?? '{}') as { products: unknown[] }).products.length;
    }
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    durations.sort((a, b) => a - b);
    const p50 = percentile(durations, 0.5);
    const p95 = percentile(durations, 0.95);
    console.log(`GET /api/products, ${PRODUCTS} products (${count} visible), ${REQUESTS} requests`);
    console.log(
      `  p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   (target p95 < ${TARGETS.p95Ms} ms)`,
    );
    console.log(
      `  heap growth ${heapGrowthMb.toFixed(1)} MB   (target < ${TARGETS.heapGrowthMb} MB)`,
    );
    const missed = p95 > TARGETS.p95Ms || heapGrowthMb > TARGETS.heapGrowthMb;
    console.log(missed ? 'Benchmark target missed.' : 'All benchmark targets met.');
    process.exitCode = missed ? 1 : 0;
  } finally {
    await stopProcess(dynamodb);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
