import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../lib/config';
import type { PreviewSite } from './preview-site';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseScore {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** What moved, largest shift first (Lighthouse's layout-shifts audit): selector and score. */
  shifts: string[];
}

/**
 * Lighthouse on the production build (see preview-site.ts) in Debian's Chromium: mobile
 * (Lighthouse's default throttling) and desktop, each page `runs` times, interleaved so a busy
 * moment on the shared cores lands on different pages.
 */
export function runLighthouse(
  site: PreviewSite,
  pages: { page: string; path: string }[],
  runs = 1,
): LighthouseScore[][] {
  const results = pages.flatMap(({ page }) =>
    (['mobile', 'desktop'] as const).map(() => ({ page, scores: [] as LighthouseScore[] })),
  );
  for (let run = 0; run < runs; run += 1) {
    let index = 0;
    for (const { page, path: pagePath } of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        results[index]!.scores.push(
          auditPage(`${site.url}${pagePath}`, page, formFactor, site.dataDir),
        );
        index += 1;
      }
    }
  }
  return results.map((result) => result.scores);
}

/** The run with the median performance score (its own LCP, TBT and CLS, not mixed). */
export function medianRun(scores: LighthouseScore[]): LighthouseScore {
  const sorted = [...scores].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run');
  return median;
}

interface LayoutShiftItem {
  score?: number;
  node?: { selector?: string; nodeLabel?: string };
}

interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: LayoutShiftItem[] } } | undefined
  >;
}

/**
 * One Lighthouse run through its CLI in plain Node (it serialises functions into the page, which
 * a TypeScript loader's helpers would break), in a fresh headless Chromium.
 */
function auditPage(
  url: string,
  page: string,
  formFactor: 'mobile' | 'desktop',
  dataDir: string,
): LighthouseScore {
  // BENCH_LIGHTHOUSE_DIR keeps the reports (the LCP element, the request chain) for reading.
  const output = path.join(
    process.env.BENCH_LIGHTHOUSE_DIR ?? dataDir,
    `lighthouse-${formFactor}-${page.replace(/\W+/g, '_')}.json`,
  );
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      ...(process.env.BENCH_LIGHTHOUSE_DIR ? ['--save-assets'] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { cwd: REPO_ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url} (${formFactor})`);
  const lhr = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  return {
    page,
    formFactor,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) =>
        `${item.node?.selector ?? item.node?.nodeLabel ?? '(unknown)'} ${(item.score ?? 0).toFixed(3)}`,
    ),
  };
}

export const chromiumPresent = () => existsSync(CHROMIUM);
