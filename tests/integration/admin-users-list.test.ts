import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AdminUserDetail,
  type AdminUsersResponse,
} from '../../lambdas/contracts/admin';
import { putProfile } from '../../lambdas/repositories/user-repository';
import { SELLER_PRODUCTS_SHOWN } from '../../lambdas/services/admin/user-views';
import { callAdmin } from '../support/admin-api';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { adminOfIsolatedPool, audit, setRole } from '../support/admin-users';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { testProduct } from '../support/product-fixtures';

// The user list, sellers and their products, complimentary purchases and bad input.
describe('admin: users, roles and suspension', () => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await adminOfIsolatedPool();
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
