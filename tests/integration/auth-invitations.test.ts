import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CompleteInvitationResponse, InvitationResponse } from '../../lambdas/contracts/auth';
import { handler } from '../../lambdas/functions/auth';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { getInvitation as readInvitation } from '../../lambdas/repositories/invitation-repository';
import { keys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';
import { findProfilesByEmail } from '../../lambdas/repositories/user-repository';
import { createInvitation } from '../../lambdas/services/auth/invitation-service';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import { signIn } from '../support/directory-users';
import { useIsolatedTable } from '../support/isolated-table';
import { linkIn, waitForEmail } from '../support/mailbox';

type Answer<T> = { status: number | undefined; body: T & { error?: string } };

async function call<T>(routeKey: string, options: Parameters<typeof apiEvent>[1]) {
  const result = await handler(apiEvent(routeKey, options), testContext);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') } as Answer<T>;
}

function getInvitation(token: string) {
  return call<InvitationResponse>('GET /api/invitations/{token}', { pathParameters: { token } });
}

function complete(body: unknown) {
  return call<CompleteInvitationResponse>('POST /api/complete-invitation', { body });
}

function invite(overrides: { email?: string; validDays?: number; now?: Date } = {}) {
  return createInvitation(
    {
      email: overrides.email ?? `invited-${randomUUID()}@example.com`,
      fullName: 'Ivy Invited',
      validDays: overrides.validDays ?? 7,
    },
    overrides.now,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitations against the local stack', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it('e-mails a link to the invitation page that shows the invited person', async () => {
    const email = `Invited-${randomUUID()}@Example.com`;
    const invitation = await invite({ email });
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await waitForEmail(email.toLowerCase(), /invitation/i);
    const link = linkIn(mail, `${config().siteUrl}/auth/invite/`);
    const token = link.split('/').pop() ?? '';
    expect(token).toBe(invitation.token);
    expect(await getInvitation(token)).toEqual({
      status: 200,
      body: { email: email.toLowerCase(), full_name: 'Ivy Invited' },
    });
  });

  it('stores the invitation with an expiry and a TTL 30 days after it', async () => {
    const invitation = await invite({ validDays: 3 });
    expect(await readInvitation(invitation.token)).toMatchObject({
      used: false,
      expires_at: invitation.expires_at,
    });
    expect(Date.parse(invitation.expires_at) - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.invitation(invitation.token) }),
    );
    const expirySeconds = Math.floor(Date.parse(invitation.expires_at) / 1000);
    expect(Item?.ttl).toBe(expirySeconds + (30 * DAY_MS) / 1000);
  });

  it('answers 404 for unknown tokens and 400 for malformed ones', async () => {
    expect(await getInvitation('A'.repeat(43))).toEqual({
      status: 404,
      body: { error: 'Invitation not found' },
    });
    expect(await getInvitation('not a token!')).toEqual({
      status: 400,
      body: { error: 'Invalid invitation link' },
    });
    expect((await getInvitation('x'.repeat(500))).status).toBe(400);
  });

  it('answers 410 for an expired invitation, on the page and on completion', async () => {
    const expired = await invite({ validDays: 1, now: new Date(Date.now() - 2 * DAY_MS) });
    expect(await getInvitation(expired.token)).toEqual({
      status: 410,
      body: { error: 'This invitation has expired' },
    });
    expect(await complete({ token: expired.token, password: 'secret1', fullName: 'Ivy' })).toEqual({
      status: 410,
      body: { error: 'This invitation has expired' },
    });
  });

  it('creates a confirmed account and an active profile, then the invitation is used', async () => {
    const invitation = await invite();
    const result = await complete({
      token: invitation.token,
      password: 'secret1',
      fullName: '  Ivy Final  ',
    });
    expect(result).toEqual({ status: 200, body: { success: true, email: invitation.email } });
    await expect(signIn(invitation.email, 'secret1')).resolves.toEqual(expect.any(String));
    expect(await findProfilesByEmail(invitation.email)).toEqual([
      expect.objectContaining({ full_name: 'Ivy Final', state: 'active' }),
    ]);

    expect(await getInvitation(invitation.token)).toEqual({
      status: 410,
      body: { error: 'This invitation has already been used' },
    });
    expect(
      await complete({ token: invitation.token, password: 'other12', fullName: 'Mallory' }),
    ).toEqual({ status: 410, body: { error: 'This invitation has already been used' } });
    // The second attempt changed nothing.
    await expect(signIn(invitation.email, 'secret1')).resolves.toEqual(expect.any(String));
  });

  it('lets only one of two simultaneous completions through', async () => {
    const invitation = await invite();
    const body = { token: invitation.token, password: 'secret1', fullName: 'Ivy' };
    const results = await Promise.all([complete(body), complete(body)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 410]);
  });

  it('answers 409 when the e-mail already has an account, and leaves that account alone', async () => {
    const existing = await createSignedInUser();
    const invitation = await invite({ email: existing.email });
    expect(
      await complete({ token: invitation.token, password: 'hijack1', fullName: 'Mallory' }),
    ).toEqual({ status: 409, body: { error: 'An account with this email already exists' } });
    await expect(signIn(existing.email, 'Password1')).resolves.toEqual(expect.any(String));
    await expect(signIn(existing.email, 'hijack1')).rejects.toThrow();
    // Nothing was created, so the invitation is not spent.
    expect((await getInvitation(invitation.token)).status).toBe(200);
  });

  it('refuses bad bodies with 4xx and clear messages, never 5xx', async () => {
    const invitation = await invite();
    const token = invitation.token;
    expect(await complete({ token, password: '12345', fullName: 'Ivy' })).toEqual({
      status: 400,
      body: { error: 'Password must be at least 6 characters long' },
    });
    const blankName = await complete({ token, password: 'secret1', fullName: '   ' });
    expect(blankName.status).toBe(400);
    expect(blankName.body.error).toBe('Full name is required');
    const emptyToken = await complete({ token: '', password: 'secret1', fullName: 'Ivy' });
    expect(emptyToken.status).toBe(400);
    expect(emptyToken.body.error).toBe('Invalid invitation link');
    expect(await complete({ token: 'bad token!', password: 'secret1', fullName: 'Ivy' })).toEqual({
      status: 400,
      body: { error: 'Invalid invitation link' },
    });
    expect((await complete({})).status).toBe(400);
    expect((await complete({ token, password: 7, fullName: 'Ivy' })).status).toBe(400);
    // None of these used the invitation up.
    expect((await getInvitation(token)).status).toBe(200);
  });
});
