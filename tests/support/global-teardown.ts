import { rmSync } from 'node:fs';

/** Stops the shared test stack once, whichever suite finishes last calls this first. */
export default async function globalTeardown(): Promise<void> {
  const pending = globalThis.__testStack;
  if (!pending) return;
  globalThis.__testStack = undefined;
  const stack = await pending;
  await stack.stop();
  if (process.env.TEST_STACK_DATA_DIR)
    rmSync(process.env.TEST_STACK_DATA_DIR, { recursive: true, force: true });
}
