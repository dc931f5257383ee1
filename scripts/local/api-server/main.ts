import { bundledPayoutsJobs } from '../bundles/bundled-jobs';
import { loadBundledFunctions } from '../bundles/load';
import { startLocalAutomationReread } from './automation-reread';
import { startLocalPayoutsWorker } from './payouts-worker';
import { startLocalReviewRequestJob } from './review-request-job';
import { startLocalSearchIndexer } from './search-indexer';
import { startLocalSitemapJob } from './sitemap-job';
import { createLocalApiServer } from './server';

/**
 * Child-process entry; the local stack sets API_PORT and the handlers' environment. With
 * LOCAL_LAMBDA_BUNDLES (a folder from scripts/local/bundles/build.ts) every function group and
 * the payouts worker run from the bundles `cdk synth` makes instead of the sources.
 */
const port = Number(process.env.API_PORT ?? 3001);
const bundlesDir = process.env.LOCAL_LAMBDA_BUNDLES;

async function main() {
  // The groups' sources are imported only when they run: bundle mode never loads them.
  const functions = bundlesDir
    ? loadBundledFunctions(bundlesDir)
    : (await import('./functions')).FUNCTIONS;
  createLocalApiServer(functions).listen(port, '127.0.0.1', () => {
    console.log(`Local API on http://127.0.0.1:${port}${bundlesDir ? ' (bundles)' : ''}`);
  });
  // What the table's stream and the release schedule trigger on AWS.
  startLocalPayoutsWorker(bundlesDir ? bundledPayoutsJobs(bundlesDir) : undefined);
  startLocalSearchIndexer();
  // What the hourly schedule runs on AWS: the sitemap files /sitemap.xml serves (from the
  // sources, so not in bundle mode, which tests what the bundles do).
  if (!bundlesDir) startLocalSitemapJob();
  // What the re-read job's schedule triggers on AWS (sources only).
  if (!bundlesDir) startLocalAutomationReread();
  // The review requests the nightly job sends on AWS (sources only).
  if (!bundlesDir) startLocalReviewRequestJob();
}

main().catch((error: unknown) => {
  // A bundle that cannot load (a dependency Lambda would not have) stops the server loudly.
  console.error(error);
  process.exit(1);
});
