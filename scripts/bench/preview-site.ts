import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { resetConfigCache } from '../../lambdas/infra/config';
import { resetSecretsCache } from '../../lambdas/infra/secrets';
import { resetStripeClients } from '../../lambdas/infra/stripe';
import { resetTokenVerifier } from '../../lambdas/infra/token-verifier';
import { httpProbe, stopProcess, waitUntilHealthy } from '../local/processes';
import { seedDemoData } from '../local/seed';
import { startPreview } from '../local/services/node-services';
import { freeStackPorts, stackWebOptions, startStack } from '../local/stack';

export interface PreviewSite {
  /** http://localhost:{port} */
  url: string;
  /** A scratch directory removed with the site. */
  dataDir: string;
}

/**
 * The production build (web/dist) served by `vite preview` with the local API, the product
 * images and the demo data behind it (and whatever `seedMore` adds), for as long as `use` runs;
 * this process's handler environment points at the same emulators meanwhile.
 */
export async function withPreviewSite<T>(
  use: (site: PreviewSite) => Promise<T>,
  options: { seedMore?: () => Promise<void> } = {},
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-site-'));
  const ports = await freeStackPorts();
  const stack = await startStack({
    ports,
    dataDir,
    persistent: false,
    web: false,
    seed: async () => {
      // An earlier part of the bench ran the same modules against other emulators.
      resetConfigCache();
      resetAwsClients();
      resetSecretsCache();
      resetStripeClients();
      resetTokenVerifier();
      await seedDemoData({ onlyOnce: false });
      // The scale bench's products (scale.ts), written beside the demo's.
      await options.seedMore?.();
    },
  });
  // This stack's media bucket too: the product images are the pages' largest paint.
  const preview = startPreview(stackWebOptions(ports, stack.userPool, dataDir));
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
