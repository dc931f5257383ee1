import { rmSync } from 'node:fs';
import { stopProcess } from '../../scripts/local/processes';

/**
 * Stops the shared test stack (and the browser suite's Chromium) once, whichever suite finishes
 * last calls this first.
 */
export default async function globalTeardown(): Promise<void> {
  const pendingBrowser = globalThis.__testBrowserServer;
  globalThis.__testBrowserServer = undefined;
  if (pendingBrowser) await (await pendingBrowser).close();
  const pendingWeb = globalThis.__testWeb;
  globalThis.__testWeb = undefined;
  if (pendingWeb) await stopProcess(await pendingWeb);
  const pending = globalThis.__testStack;
  if (!pending) return;
  globalThis.__testStack = undefined;
  const stack = await pending;
  await stack.stop();
  if (process.env.TEST_STACK_DATA_DIR)
    rmSync(process.env.TEST_STACK_DATA_DIR, { recursive: true, force: true });
}
