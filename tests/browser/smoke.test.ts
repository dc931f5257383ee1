import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../scripts/local/demo-accounts';
import type { CatalogueResponse } from '../../lambdas/rules/product';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import { createSignedInUser } from '../support/cognito-users';
import { REPO_ROOT } from '../../scripts/local/paths';
import { freePort } from '../../scripts/local/processes';
import { TSX_LOADER } from '../../scripts/local/services/node-services';

/**
 * `npm run smoke` against the local test stack: the site is the built SPA's server (which only
 * this suite starts), /api behind it as CloudFront puts it, a test user signing in. The command
 * runs as an engineer runs it, in its own process, so its exit code is checked too.
 */
let tester = '';

beforeAll(async () => {
  // A test user of its own, with no purchases (the demo tester's are the demo's to change).
  tester = (await createSignedInUser({ groups: ['test_user'] })).email;
});

/** A test user who already owns every product the catalogue lists. */
async function testerOwningEverything(): Promise<string> {
  const owner = await createSignedInUser({ groups: ['test_user'] });
  const answer = await fetch(new URL('/api/products', process.env.TEST_API_URL));
  const { products } = (await answer.json()) as CatalogueResponse;
  for (const product of products) {
    await putPurchase({
      user_id: owner.userId,
      product_id: product.id,
      purchase_date: new Date().toISOString(),
      amount_paid_cents: 0,
      is_test: true,
      source: 'test',
    });
  }
  return owner.email;
}

function runSmoke(url: string, email = tester): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', TSX_LOADER, path.join(REPO_ROOT, 'scripts/smoke/main.ts'), '--url', url],
      {
        cwd: REPO_ROOT,
        // createSignedInUser's users have the demo accounts' password too.
        env: { ...process.env, SMOKE_EMAIL: email, SMOKE_PASSWORD: DEMO_PASSWORD },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The check lines with their mark: `✔ catalogue`, `✖ product page`... */
function marks(output: string): Record<string, string> {
  const lines = output.split('\n').filter((line) => /^[✔✖–] /.test(line));
  return Object.fromEntries(
    lines.map((line) => [
      line
        .slice(2)
        .split(/\s{2,}/)[0]
        ?.trim() ?? '',
      line[0] ?? '',
    ]),
  );
}

/**
 * The test site behind a proxy that breaks one route (the product page API answers 502, as
 * when its Lambda is missing), everything else passed through.
 */
async function siteWithBrokenProductPage(site: URL): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/api/products/')) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Bad Gateway' }));
      return;
    }
    const upstream = http.request(
      {
        host: site.hostname,
        port: site.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: site.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.once('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('npm run smoke', () => {
  const site = new URL(process.env.TEST_WEB_URL ?? '');

  it('passes against the local stack, every check named on its own line', async () => {
    const { code, output } = await runSmoke(site.href);
    expect({ code, output }).toEqual({ code: 0, output: expect.not.stringContaining('✖') });
    expect(marks(output)).toEqual({
      site: '✔',
      'SPA routes': '✔',
      // The local web server adds no security headers (CloudFront does): said, not failed.
      'site security headers': '–',
      'API security headers': '–',
      'runtime config': '✔',
      catalogue: '✔',
      'product page': '✔',
      'protected route': '✔',
      'webhook signature': '✔',
      'download without purchase': '✔',
      'test user signs in': '✔',
      'test checkout': '✔',
    });
    // The password and the tokens never reach the output.
    expect(output).not.toContain(DEMO_PASSWORD);
    expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  });

  it('fails, naming the check, when one route is broken', async () => {
    const proxy = await siteWithBrokenProductPage(site);
    try {
      const { port } = proxy.address() as AddressInfo;
      const { code, output } = await runSmoke(`http://127.0.0.1:${port}/`);
      expect(code).toBe(1);
      const seen = marks(output);
      expect({ catalogue: seen.catalogue, 'product page': seen['product page'] }).toEqual({
        catalogue: '✔',
        'product page': '✖',
      });
      expect(output).toMatch(/✖ product page\s+GET \/api\/products\/\{id\} answered 502/);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('passes for the demo tester, who leaves one product unbought for this', async () => {
    const { code, output } = await runSmoke(site.href, 'tester@example.com');
    expect({ code, output }).toEqual({
      code: 0,
      output: expect.stringContaining('✔ test checkout'),
    });
  });

  it('names what is missing when the test user owns every product on sale', async () => {
    const owner = await testerOwningEverything();
    const { code, output } = await runSmoke(site.href, owner);
    expect(code).toBe(1);
    expect(output).toContain(`${owner} already owns every product on sale`);
    expect(output).toMatch(/✖ test checkout/);
  });

  it('fails every check that needs the site when nothing answers', async () => {
    const { code, output } = await runSmoke(`http://127.0.0.1:${await freePort()}/`);
    expect(code).toBe(1);
    expect(output).toMatch(/✖ site\s+GET \/: could not connect \(ECONNREFUSED\)/);
    expect(output).toMatch(/Smoke: 0 passed, 10 failed, 2 not applicable/);
  });
});
