import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowserServer } from './browser';
import { writeDemoSessions } from './browser-sessions';
import { setUpTestStack } from './global-setup';
import { timedSetup } from './phase-times';

/**
 * The browser suite's setup: the shared test stack plus the Vite server its pages load from,
 * one Chromium for every test file (they connect to it), and the demo roles signed in once
 * through the API (their localStorage, for tests whose subject is not the sign-in).
 */
export default async function browserGlobalSetup(): Promise<void> {
  await setUpTestStack({ web: true });
  const sessions = path.join(process.env.TEST_STACK_DATA_DIR ?? '', 'browser-sessions');
  mkdirSync(sessions, { recursive: true });
  await timedSetup('demo sign-ins', () => writeDemoSessions(sessions));
  process.env.TEST_BROWSER_SESSIONS_DIR = sessions;
  globalThis.__testBrowserServer ??= timedSetup('Chromium', launchBrowserServer);
  process.env.TEST_BROWSER_WS_ENDPOINT = (await globalThis.__testBrowserServer).wsEndpoint();
}
