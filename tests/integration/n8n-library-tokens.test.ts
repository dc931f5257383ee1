import { randomUUID } from 'node:crypto';
import type { MyN8nLibraryStatus } from '../../lambdas/contracts/n8n-library';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { config } from '../../lambdas/infra/config';
import { apiEvent, testContext } from '../support/api-event';
import { call } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createLibrary, HEALTH, libraryGet, NOT_FOUND } from '../support/n8n-library';

// The library URL's token: unknown ones, rotation, revocation and racing rotations. What a URL
// serves is in n8n-library.test.ts.
describe('the n8n template library against the local stack', () => {
  let token: string;

  beforeAll(async () => {
    await useIsolatedTable();
    const buyer = await createSignedInUser();
    token = (await createLibrary(buyer.accessToken)).token;
  });

  it('answers a bogus, malformed or unknown token with the same 404', async () => {
    for (const bogus of [
      randomUUID(),
      'x'.repeat(43),
      '../../etc',
      token.slice(0, 42),
      'x'.repeat(5000),
    ]) {
      const answer = await libraryGet(HEALTH, bogus);
      expect({ bogus, status: answer.status, body: answer.body }).toEqual({
        bogus,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('rotates: the old URL stops at once, the new one works; revoking ends it', async () => {
    const user = await createSignedInUser();
    const first = await createLibrary(user.accessToken);
    expect(first.url).toBe(`${config().siteUrl}/api/n8n/${first.token}`);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.tokenHint).toBe(first.token.slice(-4));
    expect((await libraryGet(HEALTH, first.token)).body).toEqual({ status: 'OK' });

    const second = await createLibrary(user.accessToken);
    expect(second.token).not.toBe(first.token);
    expect((await libraryGet(HEALTH, first.token)).status).toBe(404);
    expect((await libraryGet(HEALTH, second.token)).status).toBe(200);
    const status = await call<MyN8nLibraryStatus>(myAccount, 'GET /api/my/n8n-library', {
      token: user.accessToken,
    });
    expect(status.body).toEqual({
      connected: true,
      createdAt: second.createdAt,
      tokenHint: second.token.slice(-4),
      maskedUrl: `${config().siteUrl}/api/n8n/••••••••${second.token.slice(-4)}`,
    });

    const revoke = () =>
      myAccount(apiEvent('DELETE /api/my/n8n-library', { token: user.accessToken }), testContext);
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(204);
    expect((await libraryGet(HEALTH, second.token)).status).toBe(404);
    const after = await call<MyN8nLibraryStatus>(myAccount, 'GET /api/my/n8n-library', {
      token: user.accessToken,
    });
    expect(after.body).toEqual({
      connected: false,
      createdAt: null,
      tokenHint: null,
      maskedUrl: null,
    });
    // Revoking again is fine: nothing to revoke.
    expect((await revoke()).statusCode).toBe(204);
  });

  it('leaves exactly one working URL when rotations race', async () => {
    const user = await createSignedInUser();
    await createLibrary(user.accessToken);
    // Each call its own Lambda context, as concurrent invocations have.
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const result = await myAccount(
          apiEvent('POST /api/my/n8n-library', { token: user.accessToken }),
          { ...testContext },
        );
        return {
          status: result.statusCode,
          body: JSON.parse(result.body ?? '{}') as { url?: string; error?: string },
        };
      }),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer).toEqual({
        status: 409,
        body: { error: 'Your n8n library was changed at the same time. Please try again.' },
      });
    }
    const statuses: number[] = [];
    for (const answer of created) {
      statuses.push((await libraryGet(HEALTH, answer.body.url?.split('/').pop() ?? '')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });
});
