import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../lambdas/infra/config';
import type { MeResponse } from '../../lambdas/contracts/account';
import {
  ADMIN_MESSAGES,
  type AdminUserDetail,
  type AdminUsersResponse,
  type AuditResponse,
} from '../../lambdas/contracts/admin';
import { getSellerRecords } from '../../lambdas/repositories/admin-user-repository';
import {
  listDirectoryGroups,
  removeFromDirectoryGroup,
} from '../../lambdas/repositories/user-directory-admin';
import { getProfile, putProfile } from '../../lambdas/repositories/user-repository';
import { SELLER_PRODUCTS_SHOWN } from '../../lambdas/services/admin/user-views';
import { SUSPENDED_MESSAGE } from '../../lambdas/services/shared/caller-service';
import { callAccount, callAdmin, callMyAccount, TEST_IP } from '../support/admin-api';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { signIn, TEST_PASSWORD } from '../support/directory-users';
import { useIsolatedTable } from '../support/isolated-table';
import { useIsolatedUserPool } from '../support/isolated-user-pool';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { testProduct } from '../support/product-fixtures';

async function directoryUserEnabled(userId: string): Promise<boolean | undefined> {
  const { region, endpoints, userPoolId } = config();
  const client = new CognitoIdentityProviderClient({
    region,
    endpoint: endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const user = await client.send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userId }),
  );
  return user.Enabled;
}

function setRole(admin: TestUser, userId: string, role: string) {
  return callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/role', {
    token: admin.accessToken,
    pathParameters: { userId },
    body: { role },
  });
}

function setState(admin: TestUser, userId: string, state: string) {
  return callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/state', {
    token: admin.accessToken,
    pathParameters: { userId },
    body: { state },
  });
}

function audit(admin: TestUser, query: Record<string, string> = {}) {
  return callAdmin<AuditResponse>('GET /api/admin/audit', { token: admin.accessToken, query });
}

describe('admin: users, roles and suspension', () => {
  let admin: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    await useIsolatedUserPool();
    admin = await createSignedInUser({ groups: ['admin'] });
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

  it('lists users by search, role and state with cursor paging, older profiles included', async () => {
    const tag = randomUUID().slice(0, 8);
    // An older profile: written without the search attribute or role.
    const old = await createSignedInUser();
    await putProfile({
      id: old.userId,
      email: `old-${tag}@example.com`,
      full_name: `Zed ${tag}`,
      state: 'active',
      created_at: '2020-01-01T00:00:00.000Z',
    });
    const named = await createSignedInUser();
    await putProfile({
      id: named.userId,
      email: named.email,
      full_name: `Alice ${tag.toUpperCase()}`,
      state: 'active',
      created_at: new Date().toISOString(),
    });
    const search = await callAdmin<AdminUsersResponse>('GET /api/admin/users', {
      token: admin.accessToken,
      query: { search: tag },
    });
    expect(search.body.users.map((entry) => entry.id).sort()).toEqual(
      [old.userId, named.userId].sort(),
    );
    await setRole(admin, named.userId, 'seller');
    const sellers = await callAdmin<AdminUsersResponse>('GET /api/admin/users', {
      token: admin.accessToken,
      query: { role: 'seller', search: tag },
    });
    expect(sellers.body.users).toEqual([
      expect.objectContaining({ id: named.userId, role: 'seller', is_seller: true }),
    ]);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await callAdmin<AdminUsersResponse>('GET /api/admin/users', {
        token: admin.accessToken,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      expect(page.body.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.users.map((entry) => entry.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([old.userId, named.userId, admin.userId]));
  });

  it('makes and unmakes sellers and grants complimentary purchases', async () => {
    const user = await createSignedInUser();
    const made = await callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/seller', {
      token: admin.accessToken,
      pathParameters: { userId: user.userId },
      body: { active: true },
    });
    expect(made.body).toMatchObject({ user: { role: 'seller', is_seller: true } });
    const unmade = await callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/seller', {
      token: admin.accessToken,
      pathParameters: { userId: user.userId },
      body: { active: false },
    });
    expect(unmade.body).toMatchObject({ user: { role: 'user', is_seller: false } });
    expect(unmade.body.seller?.id).toBe(made.body.seller?.id);

    const product = testProduct(`gift-${randomUUID()}`, { name: 'Gift Product' });
    await putProduct(product);
    const grant = () =>
      callAdmin<AdminUserDetail>('POST /api/admin/users/{userId}/purchases', {
        token: admin.accessToken,
        pathParameters: { userId: user.userId },
        body: { productId: product.id },
      });
    const granted = await grant();
    expect(granted.status).toBe(200);
    expect(granted.body.purchases).toEqual([
      expect.objectContaining({
        product_id: product.id,
        product_name: product.name,
        amount_paid: 0,
        source: 'complimentary',
      }),
    ]);
    expect(await grant()).toMatchObject({
      status: 409,
      body: { error: ADMIN_MESSAGES.alreadyOwned },
    });
    const actions = (await audit(admin)).body.entries
      .filter((entry) => entry.target_id === user.userId)
      .map((entry) => entry.action);
    expect(actions).toEqual(['purchase.grant', 'seller.deactivate', 'seller.activate']);
  });

  it("shows a seller's newest products only, saying when there are more", async () => {
    const user = await createSignedInUser();
    const made = await callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/seller', {
      token: admin.accessToken,
      pathParameters: { userId: user.userId },
      body: { active: true },
    });
    const sellerId = made.body.seller?.id ?? '';
    const detail = () =>
      callAdmin<AdminUserDetail>('GET /api/admin/users/{userId}', {
        token: admin.accessToken,
        pathParameters: { userId: user.userId },
      });
    const stamp = (i: number) =>
      `2026-04-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`;
    const id = (i: number) => `owned-${sellerId}-${String(i).padStart(3, '0')}`;
    for (let i = 0; i < 2; i += 1) {
      await putProduct(testProduct(id(i), { seller_id: sellerId, created_at: stamp(i) }));
    }
    expect((await detail()).body).toMatchObject({
      seller_products: [{ id: id(1) }, { id: id(0) }],
      seller_products_truncated: false,
    });
    for (let i = 2; i < SELLER_PRODUCTS_SHOWN + 3; i += 1) {
      await putProduct(
        testProduct(id(i), { seller_id: sellerId, created_at: stamp(i), active: i % 2 === 0 }),
      );
    }
    const { body } = await detail();
    expect(body.seller_products).toHaveLength(SELLER_PRODUCTS_SHOWN);
    expect(body.seller_products_truncated).toBe(true);
    expect(body.seller_products[0]).toEqual({
      id: id(SELLER_PRODUCTS_SHOWN + 2),
      name: `Product ${id(SELLER_PRODUCTS_SHOWN + 2)}`,
      active: SELLER_PRODUCTS_SHOWN % 2 === 0,
    });
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

  it('answers 404 for unknown users and 400 for bad input, never 500', async () => {
    const missing = await setRole(admin, 'no-such-user', 'seller');
    expect(missing).toMatchObject({ status: 404, body: { error: ADMIN_MESSAGES.userNotFound } });
    expect((await setRole(admin, admin.userId, 'owner')).status).toBe(400);
    const badCursor = await callAdmin('GET /api/admin/users', {
      token: admin.accessToken,
      query: { cursor: 'not-a-cursor' },
    });
    expect(badCursor.status).toBe(400);
    expect((await audit(admin, { from: '2026-13-01' })).status).toBe(400);
    expect((await audit(admin, { cursor: 'x' })).status).toBe(400);
    expect((await audit(admin, { from: '2026-05-02', to: '2026-05-01' })).status).toBe(400);
  });
});
