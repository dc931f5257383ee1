import { randomUUID } from 'node:crypto';
import type { MeResponse } from '../../lambdas/contracts/account';
import {
  ADMIN_MESSAGES,
  type AuditResponse,
  type InvitationsResponse,
  type InvitationSummary,
} from '../../lambdas/contracts/admin';
import { INVITATION_MESSAGES } from '../../lambdas/contracts/auth';
import { handler as auth } from '../../lambdas/functions/auth';
import { config } from '../../lambdas/infra/config';
import { getSellerRecords } from '../../lambdas/repositories/admin-user-repository';
import { listDirectoryGroups } from '../../lambdas/repositories/user-directory-admin';
import { findProfilesByEmail } from '../../lambdas/repositories/user-repository';
import { inviteUser } from '../../lambdas/services/admin/invitation-admin-service';
import { callAccount, callAdmin, TEST_IP } from '../support/admin-api';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { signIn } from '../support/directory-users';
import { useIsolatedTable } from '../support/isolated-table';
import { linkIn, waitForEmails } from '../support/mailbox';

const DAY_MS = 24 * 60 * 60 * 1000;

async function callAuth(routeKey: string, options: Parameters<typeof apiEvent>[1]) {
  const result = await auth(apiEvent(routeKey, options), testContext);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as { error?: string } };
}

function invitationPage(token: string) {
  return callAuth('GET /api/invitations/{token}', { pathParameters: { token } });
}

/** Every invitation token mailed to an address, oldest first; waits for `count` of them. */
async function mailedTokens(email: string, count: number): Promise<string[]> {
  const mails = await waitForEmails(email, (received) => received.length >= count);
  return mails.map(
    (mail) => linkIn(mail, `${config().siteUrl}/auth/invite/`).split('/').pop() ?? '',
  );
}

describe('admin: invitations', () => {
  let admin: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    admin = await createSignedInUser({ groups: ['admin'] });
  });

  function invite(body: unknown) {
    return callAdmin<InvitationSummary>('POST /api/admin/invitations', {
      token: admin.accessToken,
      body,
    });
  }

  function list() {
    return callAdmin<InvitationsResponse>('GET /api/admin/invitations', {
      token: admin.accessToken,
    });
  }

  it('invites a seller: resend replaces the link, completion gives the role, reuse is refused', async () => {
    const email = `seller-${randomUUID()}@example.com`;
    const created = await invite({ email, fullName: 'Sam Seller', role: 'seller' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, role: 'seller', status: 'pending' });
    expect(JSON.stringify(created.body)).not.toMatch(/token/);
    expect(Date.parse(created.body.expires_at) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    const [first] = await mailedTokens(email, 1);
    expect((await invitationPage(first!)).status).toBe(200);

    // A second pending invitation for the same address is refused.
    expect(await invite({ email, fullName: 'Sam', role: 'user' })).toMatchObject({
      status: 409,
      body: { error: ADMIN_MESSAGES.invitationExists },
    });

    const resent = await callAdmin<InvitationSummary>(
      'POST /api/admin/invitations/{invitationId}/resend',
      { token: admin.accessToken, pathParameters: { invitationId: created.body.id } },
    );
    expect(resent.status).toBe(200);
    const [, second] = await mailedTokens(email, 2);
    expect(second).not.toBe(first);
    expect(await invitationPage(first!)).toEqual({
      status: 404,
      body: { error: INVITATION_MESSAGES.notFound },
    });

    const completion = { token: second, password: 'secret1', fullName: 'Sam Seller' };
    expect((await callAuth('POST /api/complete-invitation', { body: completion })).status).toBe(
      200,
    );
    const [profile] = await findProfilesByEmail(email);
    expect(profile?.role).toBe('seller');
    expect(await listDirectoryGroups(profile!.id)).toEqual(['seller']);
    expect((await getSellerRecords([profile!.id])).get(profile!.id)).toMatchObject({
      active: true,
      email,
      name: 'Sam Seller',
    });
    const me = await callAccount<MeResponse>('GET /api/me', {
      token: await signIn(email, 'secret1'),
    });
    expect(me.body.role).toBe('seller');

    expect(await callAuth('POST /api/complete-invitation', { body: completion })).toMatchObject({
      status: 410,
      body: { error: INVITATION_MESSAGES.used },
    });
    const listed = (await list()).body.invitations.find((entry) => entry.id === created.body.id);
    expect(listed?.status).toBe('used');
    // The address now has an account: no new invitation.
    expect(await invite({ email, fullName: 'Sam', role: 'user' })).toMatchObject({
      status: 409,
      body: { error: ADMIN_MESSAGES.accountExists },
    });
  });

  it('revokes: the link stops working and the invitation can no longer be resent', async () => {
    const email = `revoked-${randomUUID()}@example.com`;
    const created = await invite({ email, fullName: 'Rev Oked', role: 'user' });
    const [token] = await mailedTokens(email, 1);
    const revoked = await callAdmin<InvitationSummary>(
      'DELETE /api/admin/invitations/{invitationId}',
      { token: admin.accessToken, pathParameters: { invitationId: created.body.id } },
    );
    expect(revoked.body.status).toBe('revoked');
    expect((await invitationPage(token!)).status).toBe(404);
    const body = { token, password: 'secret1', fullName: 'Rev' };
    expect((await callAuth('POST /api/complete-invitation', { body })).status).toBe(404);
    const again = await callAdmin('POST /api/admin/invitations/{invitationId}/resend', {
      token: admin.accessToken,
      pathParameters: { invitationId: created.body.id },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: ADMIN_MESSAGES.invitationNotPending },
    });
    // A revoked invitation does not block a new one.
    expect((await invite({ email, fullName: 'Rev Oked', role: 'user' })).status).toBe(201);
  });

  it('expires after 7 days: listed as expired, the link answers 410', async () => {
    const email = `expired-${randomUUID()}@example.com`;
    const actor = { caller: { userId: admin.userId, email: admin.email }, ip: TEST_IP };
    const old = await inviteUser(
      actor,
      { email, fullName: 'Old Invite', role: 'test_user' },
      new Date(Date.now() - 8 * DAY_MS),
    );
    const [token] = await mailedTokens(email, 1);
    expect(await invitationPage(token!)).toEqual({
      status: 410,
      body: { error: INVITATION_MESSAGES.expired },
    });
    const listed = (await list()).body.invitations.find((entry) => entry.id === old.id);
    expect(listed?.status).toBe('expired');
    // Newest first.
    const all = (await list()).body.invitations.map((entry) => entry.created_at);
    expect([...all].sort().reverse()).toEqual(all);
  });

  it('records every invitation action in the audit log', async () => {
    const audit = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { actor: admin.email.toUpperCase() },
    });
    const actions = audit.body.entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'invitation.create')).toHaveLength(4);
    expect(actions).toEqual(expect.arrayContaining(['invitation.resend', 'invitation.revoke']));
    const revokes = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { action: 'invitation.revoke' },
    });
    expect(revokes.body.entries).toHaveLength(1);
  });

  it('answers bad input with 4xx and a message', async () => {
    for (const body of [
      { email: 'not-an-email', fullName: 'X', role: 'user' },
      { email: 'a@example.com', fullName: '', role: 'user' },
      { email: 'a@example.com', fullName: 'X', role: 'owner' },
    ]) {
      const answer = await invite(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    const unknown = await callAdmin('DELETE /api/admin/invitations/{invitationId}', {
      token: admin.accessToken,
      pathParameters: { invitationId: 'missing' },
    });
    expect(unknown.status).toBe(404);
  });
});
