import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { sessionOf } from './browser-sessions';

/** Debian's Chromium; Playwright's own browser download is not available here. */
const CHROMIUM_PATHS = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

function launchOptions(): LaunchOptions {
  const executablePath = CHROMIUM_PATHS.find((candidate) => candidate && existsSync(candidate));
  if (!executablePath) {
    throw new Error(
      'Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH',
    );
  }
  return {
    executablePath,
    headless: true,
    args: [
      // Root in CI and containers cannot use Chromium's sandbox.
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The machine has no network beyond localhost: no background calls home.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * One Chromium for the whole browser run, started by its global setup
 * (tests/support/browser-global-setup.ts): each test file connects to it instead of starting
 * its own, which cost seconds of CPU per file on a two-core machine.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * The run's shared Chromium when there is one (closing the returned Browser closes this file's
 * contexts and disconnects, leaving the browser to the other files), else a browser of its own.
 * Files never share a context: each opens its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.TEST_BROWSER_WS_ENDPOINT;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(launchOptions());
}

export function webUrl(path = '/'): string {
  const base = process.env.TEST_WEB_URL;
  if (!base) throw new Error('Browser tests need the local stack (run them through Jest)');
  return new URL(path, base).toString();
}

/**
 * A page in a new context that starts signed in as `email` (tokens from an API sign-in, see
 * browser-sessions.ts), for tests whose subject is not the sign-in itself; the sign-in dialog's
 * own tests sign in through it. `password` only for accounts other than the demo roles'.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: BrowserContextOptions & { password?: string } = {},
): Promise<Page> {
  const { password, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...contextOptions,
    storageState: await sessionOf(email, password),
  });
  return context.newPage();
}

/**
 * A download's bytes. Read through Playwright's stream: a browser connected to the run's shared
 * Chromium has no local path for its downloads (`download.path()` throws).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
