import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { ServiceProcess } from '../../scripts/local/processes';
import { seedDemoData } from '../../scripts/local/seed';
import { startBuiltWeb } from '../../scripts/local/services/node-services';
import {
  freeStackPorts,
  stackWebOptions,
  startStack,
  type RunningStack,
} from '../../scripts/local/stack';
import { timedSetup } from './phase-times';

declare global {
  var __testStack: Promise<RunningStack> | undefined;
  var __testWeb: Promise<ServiceProcess> | undefined;
  var __testBrowserServer: Promise<BrowserServer> | undefined;
}

function startTestStack(): Promise<RunningStack> {
  return (async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
    const stack = await startStack({
      ports: await freeStackPorts(),
      dataDir,
      persistent: false,
      web: false,
      seed: () => seedDemoData({ onlyOnce: false }).then(() => undefined),
    });
    Object.assign(process.env, {
      TEST_API_URL: stack.urls.api,
      TEST_MAILBOX_URL: stack.urls.mailbox,
      TEST_STACK_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    return stack;
  })();
}

/**
 * The SPA on the stack's reserved web port, proxying /api to the stack's API: the production
 * build, served by Vite's preview server (see startBuiltWeb).
 */
async function startTestWeb(stack: RunningStack): Promise<ServiceProcess> {
  const dataDir = process.env.TEST_STACK_DATA_DIR ?? os.tmpdir();
  const web = await startBuiltWeb({
    ...stackWebOptions(stack.ports, stack.userPool, dataDir),
    outDir: path.join(dataDir, 'web'),
  });
  process.env.TEST_WEB_URL = stack.urls.web;
  return web;
}

/**
 * Starts one local stack for the integration and browser suites, on free ports and in a
 * temporary folder, so tests never touch `npm start`'s data or ports. Both suites' setups call
 * this; the first call starts the emulators and the API, the second reuses them. Only the
 * browser suite loads pages, so only its setup (browser-global-setup.ts) asks for the Vite
 * server: an integration-only run does not pay for it. The two setups are separate files
 * because Jest runs a setup module once per run, however many projects name it. Test workers
 * inherit the environment set here (the handlers' configuration plus the TEST_* URLs).
 */
export async function setUpTestStack(options: { web: boolean }): Promise<void> {
  globalThis.__testStack ??= timedSetup('test stack', startTestStack);
  const stack = await globalThis.__testStack;
  if (options.web) {
    globalThis.__testWeb ??= timedSetup('web build and server', () => startTestWeb(stack));
    await globalThis.__testWeb;
  }
}

/** The integration suite's setup: the emulators and the API, no web server. */
export default function globalSetup(): Promise<void> {
  return setUpTestStack({ web: false });
}
