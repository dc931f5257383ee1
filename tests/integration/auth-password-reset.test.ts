import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { randomUUID } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES } from '../../lambdas/contracts/auth';
import { handler } from '../../lambdas/functions/auth';
import { putProfile } from '../../lambdas/repositories/user-repository';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';

async function requestReset(body: unknown) {
  const result = await handler(apiEvent('POST /api/request-password-reset', { body }), testContext);
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as { message?: string; error?: string },
  };
}

const IF_ACTIVE = { status: 200, body: { message: PASSWORD_RESET_MESSAGES.ifActive } };

describe('POST /api/request-password-reset against the local stack', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it('asks Cognito to send the recovery e-mail for an active account', async () => {
    const user = await createSignedInUser();
    expect(await requestReset({ email: user.email })).toEqual({
      status: 200,
      body: { message: PASSWORD_RESET_MESSAGES.received },
    });
  });

  it('finds the account whatever the case of the typed address', async () => {
    const user = await createSignedInUser();
    const result = await requestReset({ email: `  ${user.email.toUpperCase()} ` });
    expect(result.body.message).toBe(PASSWORD_RESET_MESSAGES.received);
  });

  it('gives the same answer for unknown, suspended and deleted accounts', async () => {
    const suspended = await createSignedInUser({ state: 'suspended' });
    const deleted = await createSignedInUser({ state: 'delete' });
    expect(await requestReset({ email: `nobody-${randomUUID()}@example.com` })).toEqual(IF_ACTIVE);
    expect(await requestReset({ email: suspended.email })).toEqual(IF_ACTIVE);
    expect(await requestReset({ email: deleted.email })).toEqual(IF_ACTIVE);
  });

  it('gives that answer too when the profile exists but Cognito has no such user', async () => {
    const email = `orphan-${randomUUID()}@example.com`;
    await putProfile({
      id: randomUUID(),
      email,
      full_name: 'Orphan',
      state: 'active',
      created_at: new Date().toISOString(),
    });
    expect(await requestReset({ email })).toEqual(IF_ACTIVE);
  });

  it('sends the code to a verified account that has not signed in yet (no profile)', async () => {
    const email = `fresh-${randomUUID()}@example.com`;
    await createConfirmedUser({ email, fullName: 'Fresh', password: 'Password1', groups: [] });
    expect((await requestReset({ email })).body.message).toBe(PASSWORD_RESET_MESSAGES.received);
  });

  it('lets the newest profile of an address decide', async () => {
    const user = await createSignedInUser();
    // An older, deleted account once used the same address.
    await putProfile({
      id: randomUUID(),
      email: user.email,
      full_name: 'Old Account',
      state: 'delete',
      created_at: '2020-01-01T00:00:00.000Z',
    });
    expect((await requestReset({ email: user.email })).body.message).toBe(
      PASSWORD_RESET_MESSAGES.received,
    );
  });

  it('refuses bad bodies with 400', async () => {
    expect(await requestReset({ email: 'not-an-email' })).toEqual({
      status: 400,
      body: { error: 'Invalid email' },
    });
    expect(await requestReset({})).toEqual({ status: 400, body: { error: 'email is required' } });
  });
});
