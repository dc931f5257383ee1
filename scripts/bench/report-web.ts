/**
 * The bench's web sections: the production build's first-load JS, and in Chromium its loaded
 * scripts and Lighthouse.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/config';
import { DEMO_PRODUCT_IDS } from '../local/demo/ids';
import { chunkWeights, pageWeights } from './first-load';
import { chromiumPresent, medianRun, runLighthouse } from './lighthouse';
import { measureLoadedScripts } from './loaded-scripts';
import { withPreviewSite, type PreviewSite } from './preview-site';
import { kb, TARGETS, type RecordCheck } from './targets';

/** `vite build` as `npm run build:web` runs it (the CLI: Vite's API does not load under tsx). */
export function webBuild(): string {
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

export function reportFirstLoad(distDir: string, check: RecordCheck) {
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

async function reportLoadedScripts(site: PreviewSite, check: RecordCheck) {
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

function reportLighthouse(site: PreviewSite, check: RecordCheck) {
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

export async function reportSite(check: RecordCheck, withLighthouse: boolean) {
  if (!chromiumPresent()) {
    console.log('\nChromium checks: skipped (no Chromium; set CHROMIUM_PATH)');
    return;
  }
  await withPreviewSite(async (site) => {
    await reportLoadedScripts(site, check);
    if (withLighthouse) reportLighthouse(site, check);
  });
}
