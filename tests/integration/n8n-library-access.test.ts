import type { N8nSearchResponse } from '../../lambdas/contracts/n8n-library';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { getLibraryByTokenHash } from '../../lambdas/repositories/n8n-library-repository';
import { purgeDeletedAccounts } from '../../lambdas/services/my-account/account-purge-service';
import { libraryTokenHash } from '../../lambdas/services/n8n-library/library-token';
import { getProfile, putProfile } from '../../lambdas/repositories/user-repository';
import { N8N_LIBRARY_RATE_LIMIT } from '../../lambdas/services/n8n-library/library-service';
import { call } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import {
  coreWorkflow,
  createLibrary,
  grantPurchase,
  libraryGet,
  seedN8nProduct,
} from '../support/n8n-library';

const HEALTH = 'GET /api/n8n/{token}/health';
const SEARCH = 'GET /api/n8n/{token}/templates/search';
const EDITOR_HEADERS = { origin: 'http://localhost:5678', 'n8n-version': '1.123.81' };

describe('the n8n template library: CORS, caching, rate limit and what it refuses', () => {
  let buyer: TestUser;
  let token: string;

  beforeAll(async () => {
    await useIsolatedTable();
    buyer = await createSignedInUser();
    const product = await seedN8nProduct({ name: 'Flagged Pack' }, [
      { title: 'Good flow', content: coreWorkflow('good') },
      // Confirmed and flagged at upload: a valid file is still never served once flagged.
      { title: 'Flagged flow', content: coreWorkflow('flagged'), importable: false },
    ]);
    await grantPurchase(buyer.userId, product.id);
    token = (await createLibrary(buyer.accessToken)).token;
  });

  it('lets any origin read the answers, cached privately for a minute', async () => {
    // n8n's editor sends credentialed requests, which a browser only accepts with its own origin.
    const answer = await libraryGet(SEARCH, token, { headers: EDITOR_HEADERS });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:5678',
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
      'cache-control': 'private, max-age=60',
    });
    const elsewhere = await libraryGet(SEARCH, token, {
      headers: { origin: 'https://n8n.example.org' },
    });
    expect(elsewhere.headers['access-control-allow-origin']).toBe('https://n8n.example.org');
    // Without an Origin (or with something that is not one) there is nothing to reflect.
    const notOrigins: Record<string, string>[] = [{}, { origin: 'http://x\r\nset-cookie: a=b' }];
    for (const headers of notOrigins) {
      const plain = await libraryGet(SEARCH, token, { headers });
      expect(plain.headers['access-control-allow-origin']).toBe('*');
      expect(plain.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const missing = await libraryGet(HEALTH, 'A'.repeat(43), { headers: EDITOR_HEADERS });
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('http://localhost:5678');
  });

  it("answers the browser's preflight for every library path, whatever the token", async () => {
    const preflights = [
      ['OPTIONS /api/n8n/{token}/health', undefined],
      ['OPTIONS /api/n8n/{token}/templates/categories', undefined],
      ['OPTIONS /api/n8n/{token}/templates/search', undefined],
      ['OPTIONS /api/n8n/{token}/templates/collections', undefined],
      ['OPTIONS /api/n8n/{token}/templates/collections/{id}', '1'],
      ['OPTIONS /api/n8n/{token}/templates/workflows/{id}', '1'],
      ['OPTIONS /api/n8n/{token}/workflows/templates/{id}', '1'],
    ] as const;
    for (const [key, id] of preflights) {
      for (const candidate of [token, 'unknown-token']) {
        const answer = await libraryGet(key, candidate, {
          ...(id && { id }),
          headers: {
            ...EDITOR_HEADERS,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'n8n-version',
          },
        });
        expect({ key, status: answer.status }).toEqual({ key, status: 204 });
        expect(answer.headers).toMatchObject({
          'access-control-allow-origin': 'http://localhost:5678',
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET, OPTIONS',
        });
        expect(answer.headers['access-control-allow-headers']).toContain('n8n-version');
      }
    }
  });

  it('never serves a file flagged at upload', async () => {
    const { body } = await libraryGet<N8nSearchResponse>(SEARCH, token);
    expect(body.workflows.map((workflow) => workflow.name)).toEqual(['Flagged Pack']);
  });

  it('answers 404 once the owner is suspended, and again when active', async () => {
    const user = await createSignedInUser();
    const library = await createLibrary(user.accessToken);
    const profile = await getProfile(user.userId);
    if (!profile) throw new Error('profile missing');
    await putProfile({ ...profile, state: 'suspended' });
    expect((await libraryGet(HEALTH, library.token)).status).toBe(404);
    await putProfile({ ...profile, state: 'active' });
    expect((await libraryGet(HEALTH, library.token)).status).toBe(200);
  });

  it('ends with the account: refused once deletion is asked for, its lookup gone at the purge', async () => {
    const user = await createSignedInUser();
    const library = await createLibrary(user.accessToken);
    const asked = await call(myAccount, 'POST /api/my/delete-account', { token: user.accessToken });
    expect(asked.status).toBe(200);
    expect((await libraryGet(HEALTH, library.token)).status).toBe(404);
    const result = await purgeDeletedAccounts(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(result.purged).toContain(user.userId);
    expect(await getLibraryByTokenHash(libraryTokenHash(library.token))).toBeUndefined();
  });

  it('limits each library URL on its own, with a clear 429', async () => {
    const user = await createSignedInUser();
    const library = await createLibrary(user.accessToken);
    let refused: Awaited<ReturnType<typeof libraryGet>> | undefined;
    // One window allows the limit; if a window ends meanwhile, the next fills up as well.
    for (let sent = 0; sent <= 2 * N8N_LIBRARY_RATE_LIMIT.limit + 1 && !refused; sent += 1) {
      const answer = await libraryGet(HEALTH, library.token);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused?.body).toEqual({
      error: 'Too many requests to your n8n template library. Please wait a minute and try again.',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.headers['access-control-allow-origin']).toBe('*');
    expect(refused?.headers['access-control-allow-credentials']).toBeUndefined();
    // Another buyer's URL is not affected.
    expect((await libraryGet(HEALTH, token)).status).toBe(200);
  });
});
