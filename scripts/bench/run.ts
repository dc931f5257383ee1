import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/config';
import { reportApi } from './report-api';
import { reportAutomationReader, reportAutomationSafety } from './report-automation';
import { reportLambdas } from './report-lambdas';
import { reportFirstLoad, reportSite, webBuild } from './report-web';
import { reportSearchScale } from './search-scale';
import { reportScale } from './scale';
import { requestedScale } from './seed-scale';
import { type Check } from './targets';

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

async function main() {
  if (!skip.has('web')) {
    reportFirstLoad(webBuild(), check);
    await reportSite(check, !skip.has('lighthouse'));
  }
  if (!skip.has('lambdas')) reportLambdas(check);
  if (!skip.has('automation')) reportAutomationReader(check);
  if (!skip.has('api')) await reportApi(check);
  if (!skip.has('search')) checks.push(...(await reportSearchScale()));
  if (!skip.has('automation')) await reportAutomationSafety(check);
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
