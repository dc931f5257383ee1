import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/local/processes';
import { seedDemoData } from '../../scripts/local/seed';
import { startStack, type RunningStack, type StackPorts } from '../../scripts/local/stack';

declare global {
  var __testStack: Promise<RunningStack> | undefined;
}

async function freePorts(): Promise<StackPorts> {
  return {
    web: await freePort(),
    api: await freePort(),
    dynamodb: await freePort(),
    s3: await freePort(),
    cognito: await freePort(),
    ses: await freePort(),
    stripe: await freePort(),
  };
}

/**
 * Starts one local stack for the integration and browser suites, on free ports and in a
 * temporary folder, so tests never touch `npm start`'s data or ports. Both suites' setups call
 * this; the first call starts it, the second reuses it. Test workers inherit the environment
 * set here (the handlers' configuration plus the TEST_* URLs).
 */
export default async function globalSetup(): Promise<void> {
  globalThis.__testStack ??= (async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
    const stack = await startStack({
      ports: await freePorts(),
      dataDir,
      persistent: false,
      web: true,
      seed: () => seedDemoData({ onlyOnce: false }).then(() => undefined),
    });
    Object.assign(process.env, {
      TEST_WEB_URL: stack.urls.web,
      TEST_API_URL: stack.urls.api,
      TEST_MAILBOX_URL: stack.urls.mailbox,
      TEST_STACK_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    return stack;
  })();
  await globalThis.__testStack;
}
