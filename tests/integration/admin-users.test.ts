import type { MeResponse } from '../../lambdas/contracts/account';
import { ADMIN_MESSAGES, type AdminUsersResponse } from '../../lambdas/contracts/admin';
import { getSellerRecords } from '../../lambdas/repositories/admin-user-repository';
import {
  listDirectoryGroups,
  removeFromDirectoryGroup,
} from '../../lambdas/repositories/user-directory-admin';
import { getProfile } from '../../lambdas/repositories/user-repository';
import { SUSPENDED_MESSAGE } from '../../lambdas/services/shared/caller-service';
import { callAccount, callAdmin, callMyAccount, TEST_IP } from '../support/admin-api';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { signIn, TEST_PASSWORD } from '../support/directory-users';
import {
  adminOfIsolatedPool,
  audit,
  directoryUserEnabled,
  setRole,
  setState,
} from '../support/admin-users';

// Access, roles and suspension; the user list, sellers and bad input: admin-users-list.test.ts.
describe('admin: users, roles and suspension', () => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await adminOfIsolatedPool();
  });

  it('answers 401 to anonymous callers and 403 to buyers and sellers', async () => {
    const buyer = await createSignedInUser();
    const seller = await createSignedInUser({ groups: ['seller'] });
    expect((await callAdmin('GET /api/admin/users')).status).toBe(401);
    for (const caller of [buyer, seller]) {
      for (const routeKey of ['GET /api/admin/users', 'GET /api/admin/audit']) {
        expect((await callAdmin(routeKey, { token: caller.accessToken })).status).toBe(403);
      }
      expect((await setRole(caller, caller.userId, 'admin')).status).toBe(403);
    }
  });

  it('changes the role in Cognito and the profile together; a new token carries it', async () => {
    const user = await createSignedInUser();
    const answer = await setRole(admin, user.userId, 'seller');
    expect(answer.status).toBe(200);
    expect(answer.body.user.role).toBe('seller');
    expect(answer.body.seller).toMatchObject({ active: true });
    expect(await listDirectoryGroups(user.userId)).toEqual(['seller']);
    expect((await getProfile(user.userId))?.role).toBe('seller');
    const record = (await getSellerRecords([user.userId])).get(user.userId);
    expect(record).toMatchObject({ active: true, email: user.email, name: 'Test User' });

    const token = await signIn(user.email, TEST_PASSWORD);
    const me = await callAccount<MeResponse>('GET /api/me', { token });
    expect(me.body.role).toBe('seller');

    const back = await setRole(admin, user.userId, 'test_user');
    expect(back.body.user.role).toBe('test_user');
    expect(back.body.seller).toMatchObject({ active: false });
    expect(await listDirectoryGroups(user.userId)).toEqual(['test_user']);
    const again = await callAccount<MeResponse>('GET /api/me', {
      token: await signIn(user.email, TEST_PASSWORD),
    });
    expect(again.body.role).toBe('test_user');

    const entries = await audit(admin, { action: 'user.role' });
    const mine = entries.body.entries.filter((entry) => entry.target_id === user.userId);
    expect(mine.map((entry) => entry.detail)).toEqual([
      'role seller -> test_user',
      'role user -> seller',
    ]);
    expect(mine[0]).toMatchObject({
      actor_id: admin.userId,
      actor_email: admin.email,
      ip: TEST_IP,
    });
  });

  it('refuses self-demotion, self-suspension and demoting the last admin', async () => {
    const self = await setRole(admin, admin.userId, 'user');
    expect(self).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.selfDemote } });
    const suspend = await setState(admin, admin.userId, 'suspended');
    expect(suspend).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.selfSuspend } });

    // Two admins: one may demote the other, which takes effect at once, even for the
    // demoted admin's older token.
    const second = await createSignedInUser({ groups: ['admin'] });
    expect((await setRole(second, admin.userId, 'user')).status).toBe(200);
    expect((await setRole(admin, second.userId, 'user')).status).toBe(403);
    // `second` is now the only admin in Cognito. An admin whose group was removed outside the
    // shop (token still valid) cannot demote the last admin either.
    const outside = await createSignedInUser({ groups: ['admin'] });
    await removeFromDirectoryGroup(outside.userId, 'admin');
    const last = await setRole(outside, second.userId, 'user');
    expect(last).toMatchObject({ status: 409, body: { error: ADMIN_MESSAGES.lastAdmin } });
    expect(await listDirectoryGroups(second.userId)).toEqual(['admin']);

    // Restore the first admin for the next tests.
    expect((await setRole(second, admin.userId, 'admin')).status).toBe(200);
    admin = { ...admin, accessToken: await signIn(admin.email, TEST_PASSWORD) };
    expect(
      (await callAccount<MeResponse>('GET /api/me', { token: admin.accessToken })).body.role,
    ).toBe('admin');
  });

  it('suspends: every route answers 403; reactivation restores access', async () => {
    const user = await createSignedInUser();
    const suspended = await setState(admin, user.userId, 'suspended');
    expect(suspended.body.user.state).toBe('suspended');
    expect(await callAccount('GET /api/me', { token: user.accessToken })).toMatchObject({
      status: 403,
      body: { error: SUSPENDED_MESSAGE },
    });
    expect((await callMyAccount('GET /api/my/purchases', { token: user.accessToken })).status).toBe(
      403,
    );
    expect((await callAccount('GET /api/payment-mode', { token: user.accessToken })).status).toBe(
      403,
    );
    // Cognito disables the user (AWS then refuses sign-in; cognito-local still signs in, and a
    // token issued after the suspension is refused by the API all the same).
    expect(await directoryUserEnabled(user.userId)).toBe(false);
    const afterSuspension = await signIn(user.email, TEST_PASSWORD);
    expect((await callAccount('GET /api/me', { token: afterSuspension })).status).toBe(403);

    const list = await callAdmin<AdminUsersResponse>('GET /api/admin/users', {
      token: admin.accessToken,
      query: { state: 'suspended' },
    });
    expect(list.body.users.map((entry) => entry.id)).toContain(user.userId);

    expect((await setState(admin, user.userId, 'active')).body.user.state).toBe('active');
    expect(await directoryUserEnabled(user.userId)).toBe(true);
    const token = await signIn(user.email, TEST_PASSWORD);
    expect((await callAccount('GET /api/me', { token })).status).toBe(200);
    const actions = (await audit(admin, { actor: admin.email })).body.entries
      .filter((entry) => entry.target_id === user.userId)
      .map((entry) => entry.action);
    expect(actions).toEqual(['user.reactivate', 'user.suspend']);
  });

  it('copies a role given outside the shop onto the profile at the next GET /api/me', async () => {
    const outsider = await createSignedInUser({ groups: ['test_user'] });
    expect((await getProfile(outsider.userId))?.role).toBeUndefined();
    await callAccount('GET /api/me', { token: outsider.accessToken });
    expect((await getProfile(outsider.userId))?.role).toBe('test_user');
    const testers = await callAdmin<AdminUsersResponse>('GET /api/admin/users', {
      token: admin.accessToken,
      query: { role: 'test_user', limit: '100' },
    });
    expect(testers.body.users.map((user) => user.id)).toContain(outsider.userId);
  });
});
