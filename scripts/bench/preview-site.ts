import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/config';
import { httpProbe, startProcess, stopProcess, waitUntilHealthy } from '../local/processes';
import { seedDemoData } from '../local/seed';
import { LOCAL_NAMES, freeStackPorts, startStack } from '../local/stack';

export interface PreviewSite {
  /** http://localhost:{port} */
  url: string;
  /** A scratch directory removed with the site. */
  dataDir: string;
}

/**
 * The production build (web/dist) served by `vite preview` with the local API, the product
 * images and the demo data behind it, for as long as `use` runs.
 */
export async function withPreviewSite<T>(use: (site: PreviewSite) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-site-'));
  const ports = await freeStackPorts();
  const stack = await startStack({
    ports,
    dataDir,
    persistent: false,
    web: false,
    seed: () => seedDemoData({ onlyOnce: false }).then(() => undefined),
  });
  const preview = startProcess({
    name: 'preview',
    command: process.execPath,
    args: [
      path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--config',
      'web/vite.config.mts',
    ],
    cwd: REPO_ROOT,
    env: {
      PORT: String(ports.web),
      API_PROXY_TARGET: stack.urls.api,
      // This stack's bucket: without it /media/ went to the default port, so the product images
      // (the pages' largest paint) were missing from what was measured.
      MEDIA_PROXY_TARGET: `http://127.0.0.1:${ports.s3}/${LOCAL_NAMES.mediaBucket}`,
      WEB_RUNTIME_CONFIG: JSON.stringify({
        region: LOCAL_NAMES.region,
        userPoolId: stack.userPool.userPoolId,
        userPoolClientId: stack.userPool.userPoolClientId,
        userPoolEndpoint: stack.urls.cognito,
        adminEmail: LOCAL_NAMES.adminEmail,
      }),
    },
    logDir: path.join(dataDir, 'logs'),
  });
  const url = `http://localhost:${ports.web}`;
  try {
    await waitUntilHealthy({ name: 'vite preview', probe: httpProbe(`${url}/`), service: preview });
    return await use({ url, dataDir });
  } finally {
    await stopProcess(preview);
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
