import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; Playwright's own browser download is not available here. */
const CHROMIUM_PATHS = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = CHROMIUM_PATHS.find((candidate) => candidate && existsSync(candidate));
  if (!executablePath) {
    throw new Error(
      'Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH',
    );
  }
  return chromium.launch({
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
  });
}

export function webUrl(path = '/'): string {
  const base = process.env.TEST_WEB_URL;
  if (!base) throw new Error('Browser tests need the local stack (run them through Jest)');
  return new URL(path, base).toString();
}
