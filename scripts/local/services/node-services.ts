import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { httpProbe, startProcess, waitUntilHealthy, type ServiceProcess } from '../processes';
import { REPO_ROOT } from '../paths';

/**
 * tsx's loader by absolute URL, so a child whose working directory is outside the repo
 * (cognito-local's data folder) still finds it.
 */
export const TSX_LOADER = pathToFileURL(
  path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs'),
).href;

/** Runs one of our own TypeScript entry points in a child Node with tsx's loader. */
function startTypeScript(name: string, entry: string, env: NodeJS.ProcessEnv, logDir: string) {
  return startProcess({
    name,
    command: process.execPath,
    args: ['--import', TSX_LOADER, path.join(REPO_ROOT, entry)],
    cwd: REPO_ROOT,
    env,
    logDir,
  });
}

export async function startLocalStripe(options: {
  port: number;
  logDir: string;
  /** The local API's webhook route; events are delivered lazily, at pay time. */
  webhookUrl: string;
  webhookSecrets: { live: string; test: string };
  /** The local API's Connect webhook route (account.updated), with its own secrets. */
  connectWebhookUrl: string;
  connectWebhookSecrets: { live: string; test: string };
  /** Keeps sessions, accounts and transfers across restarts (npm start); in memory without it. */
  dataFile?: string;
}): Promise<ServiceProcess> {
  const service = startTypeScript(
    'stripe',
    'scripts/local/stripe/main.ts',
    {
      STRIPE_PORT: String(options.port),
      STRIPE_PUBLIC_URL: `http://localhost:${options.port}`,
      STRIPE_WEBHOOK_URL: options.webhookUrl,
      STRIPE_WEBHOOK_SECRET_LIVE: options.webhookSecrets.live,
      STRIPE_WEBHOOK_SECRET_TEST: options.webhookSecrets.test,
      STRIPE_CONNECT_WEBHOOK_URL: options.connectWebhookUrl,
      STRIPE_CONNECT_WEBHOOK_SECRET_LIVE: options.connectWebhookSecrets.live,
      STRIPE_CONNECT_WEBHOOK_SECRET_TEST: options.connectWebhookSecrets.test,
      STRIPE_DATA_FILE: options.dataFile ?? '',
    },
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

export interface WebOptions {
  port: number;
  apiPort: number;
  /** `http://127.0.0.1:{s3 port}/{media bucket}` */
  mediaTarget: string;
  /** `http://127.0.0.1:{s3 port}/{site bucket}`: the sitemap job's files. */
  siteFilesTarget: string;
  runtimeConfig: Record<string, string | boolean>;
  logDir: string;
  /**
   * Vite's pre-bundled dependencies, kept with this stack's data: a cache shared with another
   * dev server (npm start beside npm test, or checkouts sharing node_modules) gets rewritten
   * under it, and a page then fails to load its lazily imported modules.
   */
  cacheDir: string;
}

const VITE = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const VITE_CONFIG = ['--config', 'web/vite.config.mts'];

/** Vite with the web's config; `PORT` and the proxies come from the environment. */
function startVite(name: string, args: string[], options: WebOptions): ServiceProcess {
  return startProcess({
    name,
    command: process.execPath,
    args: [VITE, ...args, ...VITE_CONFIG],
    cwd: REPO_ROOT,
    env: {
      PORT: String(options.port),
      API_PROXY_TARGET: `http://127.0.0.1:${options.apiPort}`,
      MEDIA_PROXY_TARGET: options.mediaTarget,
      SITE_FILES_PROXY_TARGET: options.siteFilesTarget,
      WEB_RUNTIME_CONFIG: JSON.stringify(options.runtimeConfig),
      VITE_CACHE_DIR: options.cacheDir,
    },
    logDir: options.logDir,
  });
}

async function servedWeb(service: ServiceProcess, port: number, what: string) {
  await waitUntilHealthy({ name: what, probe: httpProbe(`http://localhost:${port}/`), service });
  return service;
}

/**
 * The SPA on Vite's dev server, with `/api` proxied to the local API and `/media` to the media
 * bucket in s3rver (CloudFront's two other behaviours on AWS).
 */
export function startWeb(options: WebOptions): Promise<ServiceProcess> {
  return servedWeb(startVite('web', [], options), options.port, 'web (Vite)');
}

/**
 * The SPA as it is deployed: built once with the production config into `outDir`, then served
 * by Vite's preview server with the same proxies and `/config.json`. The browser tests load
 * this one: they exercise the bundle users get (chunks, lazy routes, the trimmed schemas), and
 * each fresh browser context fetches a few bundled files instead of every source module the
 * dev server transforms one request at a time.
 */
export async function startBuiltWeb(options: WebOptions & { outDir: string }) {
  const outDir = ['--outDir', options.outDir];
  const build = startVite('web-build', ['build', ...outDir, '--logLevel', 'warn'], options);
  const code = await new Promise<number | null>((resolve) => build.child.once('exit', resolve));
  if (code !== 0) throw new Error(`Building the web failed (exit ${code}); see ${build.logFile}`);
  return servedWeb(startPreview(options), options.port, 'web (built)');
}

/**
 * A build already made (`outDir`, else web/dist) served by Vite's preview server; started, not
 * yet waited for (the caller owns the process, also when it never becomes ready).
 */
export function startPreview(options: WebOptions & { outDir?: string }): ServiceProcess {
  const outDir = options.outDir ? ['--outDir', options.outDir] : [];
  return startVite('web', ['preview', ...outDir], options);
}
