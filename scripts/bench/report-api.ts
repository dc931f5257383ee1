/**
 * The bench's API section: the catalogue and product routes under load beside raw DynamoDB Local
 * reads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { freePort, stopProcess } from '../local/processes';
import { BUCKET_CORS, ensureBucket, ensureTable } from '../local/provision';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { startS3rver } from '../local/services/s3rver';
import {
  API_ROUNDS,
  CLIENTS,
  PRODUCTS,
  productPageRequests,
  runApiLoad,
  seedBenchCatalogue,
  type LoadResult,
} from './api-load';
import { prepareSearchBench, SEARCH_ROUTE_NAME, searchComparison } from './search-load';
import { TARGETS, type RecordCheck } from './targets';

export async function reportApi(check: RecordCheck) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const port = await freePort();
  const dynamodb = await startDynamoDbLocal({ port, logDir: dataDir });
  // The search index's snapshot lives in the files bucket.
  const s3Port = await freePort();
  const s3 = await startS3rver({
    port: s3Port,
    dataDir: path.join(dataDir, 's3'),
    logDir: dataDir,
  });
  try {
    Object.assign(process.env, {
      [ENV.tableName]: 'bench',
      [ENV.dynamodbEndpoint]: `http://127.0.0.1:${port}`,
      [ENV.s3Endpoint]: `http://127.0.0.1:${s3Port}`,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      [ENV.filesBucket]: 'bench-files',
      [ENV.userPoolId]: 'unused',
      [ENV.userPoolClientId]: 'unused',
      [ENV.siteUrl]: 'http://localhost',
      LOG_LEVEL: 'silent',
    });
    // The Lighthouse stack ran the same modules against its own emulators: start afresh.
    resetConfigCache();
    resetAwsClients();
    await ensureTable(`http://127.0.0.1:${port}`, 'bench');
    await seedBenchCatalogue();
    await ensureBucket(
      `http://127.0.0.1:${s3Port}`,
      'bench-files',
      'http://localhost',
      BUCKET_CORS.files,
    );
    await prepareSearchBench();
    const requests = await productPageRequests();
    console.log(
      `\nProduct page DynamoDB requests: ${requests.count} (${requests.commands.join(', ')})`,
    );
    check(
      'product page requests',
      requests.count <= TARGETS.productPageRequests,
      `${requests.count} (target ${TARGETS.productPageRequests})`,
    );
    const { comparisons, heapGrowthMb } = await runApiLoad([searchComparison]);
    console.log(
      `\nAPI on DynamoDB Local, ${PRODUCTS} products, ${CLIENTS} concurrent clients, ${API_ROUNDS} rounds each beside its raw reads`,
    );
    const line = (result: LoadResult) =>
      `  ${result.name.padEnd(40)} p50 ${result.p50Ms.toFixed(1).padStart(7)} ms   p99 ${result.p99Ms.toFixed(1).padStart(7)} ms   ${result.perSecond.toFixed(0).padStart(5)}/s   ${result.requests} requests, ${result.errors} errors`;
    for (const { route, raw, shareOfRaw, roundShares, p99Ratio, roundP99Ratios } of comparisons) {
      console.log(line(route));
      console.log(line(raw));
      const shares = roundShares.map((share) => `${(share * 100).toFixed(0)}%`).join(' ');
      console.log(
        `    share of the raw throughput: median ${(shareOfRaw * 100).toFixed(0)}% (rounds ${shares})`,
      );
      const ratios = roundP99Ratios.map((ratio) => `x${ratio.toFixed(1)}`).join(' ');
      console.log(
        `    p99 over the raw reads' p99: median x${p99Ratio.toFixed(2)} (rounds ${ratios}); p50 x${(route.p50Ms / raw.p50Ms).toFixed(2)}`,
      );
      check(`${route.name} errors`, route.errors <= TARGETS.apiErrors, `${route.errors}`);
      if (route.name === SEARCH_ROUTE_NAME) continue;
      check(
        `${route.name} p99`,
        p99Ratio <= TARGETS.apiP99OverRaw,
        `median x${p99Ratio.toFixed(2)} of the raw reads' p99 (target x${TARGETS.apiP99OverRaw})`,
      );
      check(
        `${route.name} throughput`,
        shareOfRaw >= TARGETS.apiThroughputShareOfRaw,
        `median ${(shareOfRaw * 100).toFixed(0)}% of the raw reads (target ${TARGETS.apiThroughputShareOfRaw * 100}%)`,
      );
    }
    console.log(`  heap growth ${heapGrowthMb.toFixed(1)} MB`);
    check('heap growth', heapGrowthMb <= TARGETS.heapGrowthMb, `${heapGrowthMb.toFixed(1)} MB`);
  } finally {
    await stopProcess(s3);
    await stopProcess(dynamodb);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
