import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { randomUUID } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES } from '../../lambdas/contracts/auth';
import { handler } from '../../lambdas/functions/auth';
import { putProfile } from '../../lambdas/repositories/user-repository';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo } from '../support/mailbox';

async function requestReset(body: unknown, sourceIp?: string) {
  const result = await handler(
    apiEvent('POST /api/request-password-reset', { body, sourceIp }),
    testContext,
  );
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as { message?: string; error?: string },
    retryAfter: result.headers?.['retry-after'],
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

  it('sends at most 3 recovery e-mails per address in 15 minutes, then answers 429', async () => {
    const user = await createSignedInUser();
    const answers = [];
    for (let index = 0; index < 30; index += 1)
      answers.push(await requestReset({ email: user.email }));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const refused of answers.slice(3)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: PASSWORD_RESET_MESSAGES.rateLimited });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // Give the emulator a moment to deliver, then count what actually went out.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = (await emailsTo(user.email)).filter((mail) => /password/i.test(mail.subject));
    expect(mails).toHaveLength(3);
  });

  it('limits one client to 10 requests in 15 minutes, whichever addresses it asks for', async () => {
    const ip = '198.51.100.23';
    const statuses = [];
    for (let index = 0; index < 12; index += 1) {
      statuses.push(
        (await requestReset({ email: `nobody-${randomUUID()}@example.com` }, ip)).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('refuses bad bodies with 400', async () => {
    expect(await requestReset({ email: 'not-an-email' })).toEqual({
      status: 400,
      body: { error: 'Invalid email' },
    });
    expect(await requestReset({})).toEqual({ status: 400, body: { error: 'email is required' } });
  });
});
