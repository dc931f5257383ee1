import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { REPO_ROOT } from '../../lib/config';
import { freePort, stopProcess } from '../local/processes';
import { BUCKET_CORS, ensureBucket, ensureTable } from '../local/provision';
import { DEMO_PRODUCT_IDS } from '../local/demo/ids';
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
import { measureAutomationSafety } from './automation-safety';
import { benchAutomationReader } from './automation-files';
import { chunkWeights, pageWeights } from './first-load';
import { measureLambdaBundles } from './lambda-bundles';
import { chromiumPresent, medianRun, runLighthouse } from './lighthouse';
import { measureLoadedScripts } from './loaded-scripts';
import { prepareSearchBench, SEARCH_ROUTE_NAME, searchComparison } from './search-load';
import { reportSearchScale } from './search-scale';
import { withPreviewSite, type PreviewSite } from './preview-site';
import { reportScale } from './scale';
import { requestedScale } from './seed-scale';
import { kb, TARGETS, type Check } from './targets';

/**
 * `npm run bench`: first-load JS of the production build, Lighthouse (when Chromium is
 * present), the Lambda bundles, and the catalogue and product routes under 50 concurrent
 * clients beside raw DynamoDB Local reads of the same items, and the reading and safety check of a 2 MB
 * automation file. Fails when a target is missed.
 * `BENCH_SKIP=lighthouse,api,lambdas,web,automation,search` leaves parts out; `BENCH_LIGHTHOUSE_RUNS` (default 3)
 * sets how many times each page is audited (the median run is reported). `BENCH_SCALE=N` adds
 * the catalogue at 500 and at N products side by side (scale.ts; only N with BENCH_SCALE_ONLY=1):
 * the seed's time, the catalogue's pages and search beside a raw listing Query, the home page's
 * first-load JS, the back office's lists and the sitemap (BENCH_SCALE_PARTS=catalogue: the
 * catalogue's pages and search alone).
 */
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const checks: Check[] = [];
const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

/** `vite build` as `npm run build:web` runs it (the CLI: Vite's API does not load under tsx). */
function webBuild(): string {
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'web/vite.config.mts',
      '--logLevel',
      'warn',
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return path.join(REPO_ROOT, 'web', 'dist');
}

function reportFirstLoad(distDir: string) {
  console.log('\nFirst-load JS (gzip, production build): static imports per the build manifest');
  for (const weight of pageWeights(distDir)) {
    console.log(
      `  ${weight.page.padEnd(16)} ${kb(weight.firstLoadGzip).padStart(10)}   route chunk ${kb(weight.routeChunkGzip)}`,
    );
    if (weight.page === '/' || weight.page === '/product/{id}') {
      // A floor: the browser check below also counts what effects and idle callbacks fetch.
      check(
        `first-load JS ${weight.page} (manifest)`,
        weight.firstLoadGzip <= TARGETS.firstLoadGzipBytes,
        `${kb(weight.firstLoadGzip)} (target ${kb(TARGETS.firstLoadGzipBytes)})`,
      );
    }
    check(
      `route chunk ${weight.page}`,
      weight.routeChunkGzip <= TARGETS.routeChunkGzipBytes,
      `${kb(weight.routeChunkGzip)} (target ${kb(TARGETS.routeChunkGzipBytes)})`,
    );
  }
  // Library chunks (web/vite.config.mts) are shared and cached apart; every other chunk is a
  // page's or a feature's own code.
  const ownChunks = chunkWeights(distDir).filter(
    (chunk) => !/^assets\/(react|router|query|charts|zod)-/.test(chunk.file),
  );
  const biggestOwn = ownChunks[0];
  if (biggestOwn) {
    check(
      `largest own chunk ${biggestOwn.file}`,
      biggestOwn.gzip <= TARGETS.routeChunkGzipBytes,
      `${kb(biggestOwn.gzip)} (target ${kb(TARGETS.routeChunkGzipBytes)})`,
    );
  }
  const largest = chunkWeights(distDir).slice(0, 6);
  console.log(`  largest chunks: ${largest.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`);
}

const MEASURED_SITE_PAGES = [
  { page: '/', path: '/' },
  { page: '/product/{id}', path: `/product/${DEMO_PRODUCT_IDS.leadCaptureCrm}` },
];

async function reportLoadedScripts(site: PreviewSite) {
  console.log(
    '\nFirst-load JS in Chromium (gzip): every script fetched until the page settled, signed out',
  );
  for (const loaded of await measureLoadedScripts(site, MEASURED_SITE_PAGES)) {
    console.log(
      `  ${loaded.page.padEnd(14)} ${loaded.viewport.padEnd(8)} ${kb(loaded.gzip).padStart(10)}   ${loaded.files.length} scripts`,
    );
    check(
      `first-load JS ${loaded.page} ${loaded.viewport}`,
      loaded.gzip <= TARGETS.firstLoadGzipBytes,
      `${kb(loaded.gzip)} (target ${kb(TARGETS.firstLoadGzipBytes)}): ${loaded.files.join(' ')}`,
    );
  }
}

function reportLighthouse(site: PreviewSite) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  console.log(
    `\nLighthouse (performance, vite preview + local API, Debian Chromium), median of ${runs}`,
  );
  for (const pageScores of runLighthouse(site, MEASURED_SITE_PAGES, runs)) {
    const score = medianRun(pageScores);
    const all = pageScores.map((run) => run.performance).join(' ');
    console.log(
      `  ${score.page.padEnd(14)} ${score.formFactor.padEnd(8)} ${String(score.performance).padStart(3)}   CLS ${score.cls.toFixed(3)}   LCP ${Math.round(score.lcpMs)} ms   TBT ${Math.round(score.tbtMs)} ms   (runs ${all})`,
    );
    // What moved, so a CLS regression names its element.
    for (const shift of score.shifts.slice(0, 3)) console.log(`      shifted: ${shift}`);
    const target =
      score.formFactor === 'mobile' ? TARGETS.lighthouseMobile : TARGETS.lighthouseDesktop;
    check(
      `Lighthouse ${score.formFactor} ${score.page}`,
      score.performance >= target,
      `${score.performance} (target ${target})`,
    );
    if (score.formFactor === 'mobile') {
      check(
        `LCP mobile ${score.page}`,
        score.lcpMs <= TARGETS.lcpMobileMs,
        `${Math.round(score.lcpMs)} ms (target ${TARGETS.lcpMobileMs} ms)`,
      );
    }
    const worstCls = Math.max(...pageScores.map((run) => run.cls));
    check(
      `CLS ${score.formFactor} ${score.page}`,
      worstCls <= TARGETS.cumulativeLayoutShift,
      `${worstCls.toFixed(3)} in the worst run (target ${TARGETS.cumulativeLayoutShift})`,
    );
  }
}

async function reportSite() {
  if (!chromiumPresent()) {
    console.log('\nChromium checks: skipped (no Chromium; set CHROMIUM_PATH)');
    return;
  }
  await withPreviewSite(async (site) => {
    await reportLoadedScripts(site);
    if (!skip.has('lighthouse')) reportLighthouse(site);
  });
}

function reportLambdas() {
  console.log('\nLambda bundles (minified index.js)');
  for (const bundle of measureLambdaBundles()) {
    console.log(
      `  ${bundle.description.slice(0, 60).padEnd(60)} ${kb(bundle.bytes).padStart(9)}   budget ${kb(bundle.budgetBytes)}${bundle.containsStripe ? ' (Stripe SDK)' : ''}`,
    );
    check(
      `bundle ${bundle.description.slice(0, 40)}`,
      bundle.bytes <= TARGETS.lambdaBundleBytes,
      `${kb(bundle.bytes)} (target ${kb(TARGETS.lambdaBundleBytes)})`,
    );
  }
}

async function reportApi() {
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

async function reportAutomationSafety() {
  const result = await measureAutomationSafety();
  console.log(
    `\nAutomation file safety, generated n8n workflow of ${kb(result.bytes)} (${result.strings} strings)`,
  );
  console.log(
    `  secret scan   p50 ${result.scanP50Ms.toFixed(1).padStart(7)} ms   p99 ${result.scanP99Ms.toFixed(1).padStart(7)} ms`,
  );
  console.log(
    `  cleaning      p50 ${result.cleanP50Ms.toFixed(1).padStart(7)} ms   p99 ${result.cleanP99Ms.toFixed(1).padStart(7)} ms`,
  );
  console.log(`  one secretlint call on a short string: ${result.lintCallMs.toFixed(3)} ms`);
  check(
    'automation secret scan p99',
    result.scanP99Ms <= TARGETS.automationScanP99Ms,
    `${result.scanP99Ms.toFixed(0)} ms (target ${TARGETS.automationScanP99Ms} ms)`,
  );
  check(
    'automation cleaning p99',
    result.cleanP99Ms <= TARGETS.automationCleanP99Ms,
    `${result.cleanP99Ms.toFixed(0)} ms (target ${TARGETS.automationCleanP99Ms} ms)`,
  );
}

function reportAutomationReader() {
  const result = benchAutomationReader();
  console.log(
    `\nAutomation file reader, n8n workflow of 2,000 steps, ${kb(result.fileBytes)}: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, heap peak +${result.peakHeapMb.toFixed(1)} MB; manifest ${kb(result.manifestBytes)}; reader bundle ${kb(result.bundleBytes)}`,
  );
  check(
    'automation reader p99',
    result.p99Ms <= TARGETS.automationReadP99Ms,
    `${result.p99Ms.toFixed(1)} ms (target ${TARGETS.automationReadP99Ms} ms)`,
  );
  check(
    'automation manifest size',
    result.manifestBytes <= TARGETS.automationManifestBytes,
    `${kb(result.manifestBytes)} (target ${kb(TARGETS.automationManifestBytes)})`,
  );
  check(
    'automation reader bundle',
    result.bundleBytes <= TARGETS.automationReaderBundleBytes,
    `${kb(result.bundleBytes)} (target ${kb(TARGETS.automationReaderBundleBytes)})`,
  );
}

async function main() {
  if (!skip.has('web')) {
    reportFirstLoad(webBuild());
    await reportSite();
  }
  if (!skip.has('lambdas')) reportLambdas();
  if (!skip.has('automation')) reportAutomationReader();
  if (!skip.has('api')) await reportApi();
  if (!skip.has('search')) checks.push(...(await reportSearchScale()));
  if (!skip.has('automation')) await reportAutomationSafety();
  const scale = requestedScale();
  if (scale) {
    // Its stacks serve the production build (the home page's first load at each size).
    if (!existsSync(path.join(REPO_ROOT, 'web', 'dist', 'index.html'))) webBuild();
    await reportScale(scale, check);
  }

  const missed = checks.filter((entry) => !entry.ok);
  console.log(`\n${checks.length - missed.length} of ${checks.length} targets met.`);
  for (const entry of missed) console.log(`  MISSED ${entry.name}: ${entry.detail}`);
  process.exitCode = missed.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
