import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuyerFilesResponse, DownloadUrlResponse } from '../../lambdas/contracts/downloads';
import { ENV } from '../../lambdas/infra/config';
import { listLedger } from '../../lambdas/repositories/payout-ledger-repository';
import { buildLambdaBundles } from '../../scripts/local/bundles/build';
import { freePort, stopProcess, type ServiceProcess } from '../../scripts/local/processes';
import { startLocalApi, startLocalStripe } from '../../scripts/local/services/node-services';
import { LOCAL_STRIPE_KEYS } from '../../scripts/local/stack';
import { guestEmail, payOnHostedPage, seedProductWithVersions } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { waitForEmails } from '../support/mailbox';
import { eventually } from '../support/eventually';
import { createPayoutSeller } from '../support/payouts';
import { testProduct } from '../support/product-fixtures';

/**
 * The code that deploys is the code that is tested: the local API server in bundle mode runs
 * every function group (and the payouts worker) from the bundles `cdk synth` makes, in a
 * folder where nothing resolves but what Lambda provides (scripts/local/bundles/build.ts). A
 * purchase goes through them: checkout, the local Stripe page, its webhook, the download, the
 * seller's share booked.
 * It has its own table and its own local Stripe server (whose webhook goes to the bundles), so
 * nothing it does reaches the shared stack's API.
 */
let bundlesDir = '';
let api = '';
const started: ServiceProcess[] = [];

beforeAll(async () => {
  bundlesDir = buildLambdaBundles(mkdtempSync(path.join(os.tmpdir(), 'marketplace-bundles-')));
  await useIsolatedTable();
  const logDir = path.join(bundlesDir, 'logs');
  const [apiPort, stripePort] = [await freePort(), await freePort()];
  started.push(
    await startLocalStripe({
      port: stripePort,
      logDir,
      webhookUrl: `http://127.0.0.1:${apiPort}/api/stripe-webhook`,
      webhookSecrets: {
        live: LOCAL_STRIPE_KEYS.liveWebhookSecret,
        test: LOCAL_STRIPE_KEYS.testWebhookSecret,
      },
      connectWebhookUrl: `http://127.0.0.1:${apiPort}/api/stripe-connect-webhook`,
      connectWebhookSecrets: {
        live: LOCAL_STRIPE_KEYS.liveConnectWebhookSecret,
        test: LOCAL_STRIPE_KEYS.testConnectWebhookSecret,
      },
    }),
  );
  started.push(
    await startLocalApi({
      port: apiPort,
      // The rest of the handlers' environment (this file's table included) is inherited.
      env: {
        [ENV.stripeEndpoint]: `http://127.0.0.1:${stripePort}`,
        LOCAL_LAMBDA_BUNDLES: bundlesDir,
      },
      logDir,
    }),
  );
  api = `http://127.0.0.1:${apiPort}`;
}, 300_000);

afterAll(async () => {
  await Promise.all(started.map((service) => stopProcess(service)));
  if (bundlesDir) rmSync(bundlesDir, { recursive: true, force: true });
});

function post(route: string, body: unknown, token?: string) {
  return fetch(`${api}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('the local API in bundle mode', () => {
  it('says it runs the bundles', async () => {
    // The server answers before its piped output reaches the log file on a busy machine.
    await eventually(
      async () => readFileSync(path.join(bundlesDir, 'logs', 'api.log'), 'utf8'),
      (log) => expect(log).toMatch(/Local API on http:\/\/127\.0\.0\.1:\d+ \(bundles\)/),
    );
  });

  it('takes a guest from checkout through the Stripe page and webhook to a download', async () => {
    const seller = await createPayoutSeller();
    const product = testProduct(`bundled-${randomUUID()}`, {
      name: 'Bundled Blueprint',
      seller_id: seller.sellerId,
    });
    const files = await seedProductWithVersions(product);
    const email = guestEmail();

    const catalogue = await fetch(`${api}/api/products`);
    expect(catalogue.status).toBe(200);
    const { products } = (await catalogue.json()) as { products: { id: string }[] };
    expect(products.map((listed) => listed.id)).toContain(product.id);

    const created = await post('/api/create-payment-universal', {
      items: [{ id: product.id }],
      email,
    });
    expect(created.status).toBe(200);
    const { url } = (await created.json()) as { url: string };
    const sessionId = /\/checkout\/(cs_live_\w+)$/.exec(url)?.[1] ?? '';
    expect(sessionId).not.toBe('');

    // The local Stripe page delivers its signed webhook to the bundled webhook group.
    expect(await payOnHostedPage(url)).toMatch(/\/payment-success\?session_id=/);
    const purchase = await post('/api/get-buyer-purchases', { sessionId });
    expect(purchase.status).toBe(200);
    expect(await purchase.json()).toMatchObject({
      purchase: { product_name: 'Bundled Blueprint' },
    });
    expect(await waitForEmails(email, (mails) => mails.length > 0)).toHaveLength(1);

    const listed = (await (
      await post('/api/get-buyer-files', { sessionId })
    ).json()) as BuyerFilesResponse;
    const manual = files['2.0.0:manual'];
    expect(listed.files.map((file) => file.id)).toContain(manual?.file.id);
    const download = await post('/api/download-file-unauthorized', {
      sessionId,
      fileId: manual?.file.id,
    });
    expect(download.status).toBe(200);
    const { downloadUrl } = (await download.json()) as DownloadUrlResponse;
    const bytes = Buffer.from(await (await fetch(downloadUrl)).arrayBuffer());
    expect(bytes.equals(manual?.bytes ?? Buffer.alloc(0))).toBe(true);

    // The seller's share is booked by the payouts worker's bundle (nothing else reads this
    // file's table): held, as the seller has no connected account yet.
    await eventually(
      () => listLedger(seller.sellerId),
      (entries) =>
        expect(entries.map((entry) => entry.kind).sort()).toEqual(['commission', 'hold', 'sale']),
    );
  });

  it('verifies a signed-in caller’s token inside the bundle', async () => {
    const user = await createSignedInUser();
    const me = await fetch(`${api}/api/me`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email });
  });
});

describe('a bundle folder', () => {
  it('stops the API server when a bundle needs a package Lambda does not provide', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bad-bundle-'));
    try {
      mkdirSync(path.join(dir, 'functions', 'catalogue'), { recursive: true });
      // What a bundle that left zod external (installed in the repo, not on Lambda) would do.
      writeFileSync(
        path.join(dir, 'functions', 'catalogue', 'index.js'),
        'require("zod"); exports.handler = async () => ({});',
      );
      const logDir = path.join(dir, 'logs');
      await expect(
        startLocalApi({ port: await freePort(), env: { LOCAL_LAMBDA_BUNDLES: dir }, logDir }),
      ).rejects.toThrow(/local API exited with code 1/);
      expect(readFileSync(path.join(logDir, 'api.log'), 'utf8')).toContain(
        "Cannot find module 'zod'",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
