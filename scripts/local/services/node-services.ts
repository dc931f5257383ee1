import path from 'node:path';
import { httpProbe, startProcess, waitUntilHealthy, type ServiceProcess } from '../processes';
import { REPO_ROOT } from '../paths';

/** Runs one of our own TypeScript entry points in a child Node with tsx's loader. */
function startTypeScript(name: string, entry: string, env: NodeJS.ProcessEnv, logDir: string) {
  return startProcess({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', path.join(REPO_ROOT, entry)],
    cwd: REPO_ROOT,
    env,
    logDir,
  });
}

export async function startLocalStripe(options: {
  port: number;
  logDir: string;
}): Promise<ServiceProcess> {
  const service = startTypeScript(
    'stripe',
    'scripts/local/stripe/main.ts',
    { STRIPE_PORT: String(options.port), STRIPE_PUBLIC_URL: `http://localhost:${options.port}` },
    options.logDir,
  );
  await waitUntilHealthy({
    name: 'local Stripe server',
    probe: httpProbe(`http://127.0.0.1:${options.port}/health`),
    service,
  });
  return service;
}

export async function startLocalApi(options: {
  port: number;
  env: Record<string, string>;
  logDir: string;
}): Promise<ServiceProcess> {
  const service = startTypeScript(
    'api',
    'scripts/local/api-server/main.ts',
    { ...options.env, API_PORT: String(options.port) },
    options.logDir,
  );
  await waitUntilHealthy({
    name: 'local API',
    probe: httpProbe(`http://127.0.0.1:${options.port}/health`),
    service,
  });
  return service;
}

/** The SPA on Vite's dev server, with `/api` proxied to the local API. */
export async function startWeb(options: {
  port: number;
  apiPort: number;
  runtimeConfig: Record<string, string>;
  logDir: string;
}): Promise<ServiceProcess> {
  const service = startProcess({
    name: 'web',
    command: process.execPath,
    args: [
      path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--config',
      'web/vite.config.mts',
    ],
    cwd: REPO_ROOT,
    env: {
      PORT: String(options.port),
      API_PROXY_TARGET: `http://127.0.0.1:${options.apiPort}`,
      WEB_RUNTIME_CONFIG: JSON.stringify(options.runtimeConfig),
    },
    logDir: options.logDir,
  });
  await waitUntilHealthy({
    name: 'web (Vite)',
    probe: httpProbe(`http://localhost:${options.port}/`),
    service,
  });
  return service;
}
