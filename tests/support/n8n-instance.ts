import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  startProcess,
  stopProcess,
  waitUntilHealthy,
  type ServiceProcess,
} from '../../scripts/local/processes';
import { n8nBinary } from '../../scripts/test/n8n/install';

export interface N8nInstance {
  url: string;
  /** The `n8n-auth` cookie of the owner account, for n8n's REST API. */
  ownerCookie: string;
  owner: { email: string; password: string };
  logFile: string;
  stop: () => Promise<void>;
}

const OWNER = { email: 'owner@example.com', password: 'Owner-Passw0rd', firstName: 'Olive' };

/**
 * Everything that would make n8n call out (telemetry, version checks, banners, community
 * nodes, AI, license renewal) is off: the machine has no network beyond loopback, and a test
 * must not depend on one.
 */
function quietEnvironment(port: number, userFolder: string, templatesHost: string) {
  return {
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: 'localhost',
    N8N_PROTOCOL: 'http',
    N8N_EDITOR_BASE_URL: `http://localhost:${port}`,
    N8N_USER_FOLDER: userFolder,
    N8N_SECURE_COOKIE: 'false',
    N8N_TEMPLATES_ENABLED: 'true',
    N8N_TEMPLATES_HOST: templatesHost,
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_DIAGNOSTICS_CONFIG_FRONTEND: '',
    N8N_DIAGNOSTICS_CONFIG_BACKEND: '',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_HIRING_BANNER_ENABLED: 'false',
    N8N_DYNAMIC_BANNERS_ENABLED: 'false',
    N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
    N8N_AI_ENABLED: 'false',
    N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
    N8N_PUBLIC_API_DISABLED: 'true',
    N8N_RUNNERS_ENABLED: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_LOG_OUTPUT: 'console',
    N8N_LOG_LEVEL: 'info',
    DB_TYPE: 'sqlite',
    GENERIC_TIMEZONE: 'UTC',
    NODE_ENV: 'production',
  };
}

function restReady(url: string): () => Promise<boolean> {
  return async () => {
    const response = await fetch(`${url}/rest/settings`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    // While it starts, n8n answers every path with 200 and a plain-text "please wait".
    return response.ok && (response.headers.get('content-type') ?? '').includes('json');
  };
}

function authCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('n8n-auth='));
  if (!cookie) throw new Error(`n8n set no auth cookie (${response.status})`);
  return cookie;
}

/** Creates n8n's owner account through its REST API (the first-run set-up screen's call). */
async function setUpOwner(url: string): Promise<string> {
  const response = await fetch(`${url}/rest/owner/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...OWNER, lastName: 'Owner' }),
  });
  if (!response.ok) {
    throw new Error(`n8n owner set-up failed: ${response.status} ${await response.text()}`);
  }
  return authCookieOf(response);
}

/**
 * Starts the installed n8n (scripts/test/n8n/install.ts) on a free loopback port with a fresh
 * user folder and SQLite database, its template library at `templatesHost`, and its log in a
 * file; then sets up the owner account.
 */
export async function startN8n(templatesHost: string): Promise<N8nInstance> {
  const port = await freePort();
  const userFolder = mkdtempSync(path.join(os.tmpdir(), 'n8n-test-'));
  const url = `http://localhost:${port}`;
  const service: ServiceProcess = startProcess({
    name: 'n8n',
    command: process.execPath,
    args: [process.env.N8N_TEST_BINARY ?? n8nBinary(), 'start'],
    env: quietEnvironment(port, userFolder, templatesHost),
    logDir: path.join(userFolder, 'logs'),
  });
  let ownerCookie: string;
  try {
    // Readiness turns 200 once the database is migrated, before the REST API is mounted; the
    // settings route answers JSON once the editor can load.
    await waitUntilHealthy({
      name: 'n8n',
      probe: restReady(url),
      service,
      timeoutMs: 180_000,
    });
    ownerCookie = await setUpOwner(url);
  } catch (error) {
    await stopProcess(service, 10_000);
    throw error;
  }
  return {
    url,
    ownerCookie,
    owner: { email: OWNER.email, password: OWNER.password },
    logFile: service.logFile,
    stop: () => stopProcess(service, 10_000),
  };
}
