import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../lib/config';
import { httpProbe, startProcess, stopProcess, waitUntilHealthy } from '../local/processes';
import { seedDemoData } from '../local/seed';
import { LOCAL_NAMES, freeStackPorts, startStack } from '../local/stack';

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
 * The production build (web/dist) served by `vite preview` with the local API and demo data,
 * measured by Lighthouse in Debian's Chromium: mobile (Lighthouse's default throttling) and
 * desktop, each page once.
 */
export async function runLighthouse(
  pages: { page: string; path: string }[],
): Promise<LighthouseScore[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-lh-'));
  const ports = await freeStackPorts();
  const stack = await startStack({
    ports,
    dataDir,
    persistent: false,
    web: false,
    seed: () => seedDemoData({ onlyOnce: false }).then(() => undefined),
  });
  const preview = startProcess({
    name: 'preview',
    command: process.execPath,
    args: [
      path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--config',
      'web/vite.config.mts',
    ],
    cwd: REPO_ROOT,
    env: {
      PORT: String(ports.web),
      API_PROXY_TARGET: stack.urls.api,
      WEB_RUNTIME_CONFIG: JSON.stringify({
        region: LOCAL_NAMES.region,
        userPoolId: stack.userPool.userPoolId,
        userPoolClientId: stack.userPool.userPoolClientId,
        userPoolEndpoint: stack.urls.cognito,
        adminEmail: LOCAL_NAMES.adminEmail,
      }),
    },
    logDir: path.join(dataDir, 'logs'),
  });
  const site = `http://localhost:${ports.web}`;
  try {
    await waitUntilHealthy({
      name: 'vite preview',
      probe: httpProbe(`${site}/`),
      service: preview,
    });
    const scores: LighthouseScore[] = [];
    for (const { page, path: pagePath } of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        scores.push(auditPage(`${site}${pagePath}`, page, formFactor, dataDir));
      }
    }
    return scores;
  } finally {
    await stopProcess(preview);
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
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
  const output = path.join(dataDir, `lighthouse-${formFactor}-${page.replace(/\W+/g, '_')}.json`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
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
