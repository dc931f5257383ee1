import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './lighthouse';
import type { PreviewSite } from './preview-site';

/**
 * First-load JS as a visitor's browser sees it: every script the page fetched from navigation
 * until it settled, whatever asked for it (the entry, modulepreloads, lazy routes, anything a
 * mount effect or an idle callback imports). The build manifest (first-load.ts) only knows the
 * static imports, so a chunk fetched by an effect right after the first render escaped it.
 */
export interface LoadedScripts {
  page: string;
  viewport: 'mobile' | 'desktop';
  /** Gzip bytes (level 9) of the bodies of every script fetched before the page settled. */
  gzip: number;
  files: string[];
}

/**
 * Settled: no request in flight, none started for this long, and the browser idle (an idle
 * callback ran) after the last one. Longer than Lighthouse's network-quiet window (its trace
 * ends after about a second without requests), so nothing it counts escapes this.
 */
const QUIET_MS = 3000;
const SETTLE_TIMEOUT_MS = 60_000;

const VIEWPORTS = {
  // Lighthouse's simulated phone (Moto G Power) and its desktop preset.
  mobile: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false },
} as const;

export async function measureLoadedScripts(
  site: PreviewSite,
  pages: { page: string; path: string }[],
): Promise<LoadedScripts[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: LoadedScripts[] = [];
    for (const { page, path } of pages) {
      for (const viewport of ['mobile', 'desktop'] as const) {
        results.push({ page, viewport, ...(await scriptsOf(browser, site.url + path, viewport)) });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function scriptsOf(browser: Browser, url: string, viewport: 'mobile' | 'desktop') {
  // A fresh context: empty cache and storage, a first visit signed out.
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const settleOne = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
      scripts.set(
        request.url(),
        request
          .response()
          .then((response) => response?.body())
          .then((body) => (body ? gzipSync(body, { level: 9 }).length : 0)),
      );
    }
  });
  page.on('requestfinished', settleOne);
  page.on('requestfailed', settleOne);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await untilSettled(page, () => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS);
    const sizes = await Promise.all([...scripts.values()]);
    // Scripts inside the page (the first view's) are JavaScript of the first load too.
    // A string: this project's Node types have no DOM (it runs in the page).
    const inline = await page.evaluate<string>(
      "[...document.querySelectorAll('script:not([src])')].map((s) => s.textContent).join('\\n')",
    );
    const inlineGzip = inline ? gzipSync(inline, { level: 9 }).length : 0;
    return {
      gzip: sizes.reduce((sum, size) => sum + size, inlineGzip),
      files: [
        ...(inline ? ['(inline)'] : []),
        ...[...scripts.keys()].map((script) => new URL(script).pathname),
      ],
    };
  } finally {
    await context.close();
  }
}

async function untilSettled(page: Page, quiet: () => boolean): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    // Lets idle callbacks (deferred imports) run before the quiet window is judged.
    // A string: this project's Node types have no DOM (it runs in the page).
    await page.evaluate(
      'new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))',
    );
    if (quiet()) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle`);
    await page.waitForTimeout(250);
  }
}
