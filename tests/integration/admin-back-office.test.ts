import type { AdminUserDetail, AuditResponse } from '../../lambdas/contracts/admin';
import {
  ASSIGNMENT_MESSAGES,
  type DraftVersionsResponse,
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedProductsResponse,
  type SellersResponse,
} from '../../lambdas/contracts/manage/products';
import { type AdminSummary, type SellerSummaryCards } from '../../lambdas/contracts/sales';
import { handler as manage } from '../../lambdas/functions/manage';
import { handler as sales } from '../../lambdas/functions/sales';
import { getProduct, putProduct } from '../../lambdas/repositories/product-repository';
import { browse } from '../support/catalogue-browse';
import { testProduct } from '../support/product-fixtures';
import { callAdmin, TEST_IP } from '../support/admin-api';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { manageCall, productInput } from '../support/manage-api';

const ASSIGN = 'PUT /api/manage/products/{id}/seller';
const SELLERS = 'GET /api/manage/sellers';
const DRAFTS = 'GET /api/manage/versions/drafts';

async function summaryCall<T>(routeKey: string, token?: string) {
  const result = await sales(apiEvent(routeKey, { token }), testContext);
  return { status: result.statusCode ?? 200, body: JSON.parse(result.body ?? '{}') as T };
}

/** The assignment route, called from the audit log's test client address. */
async function assignCall(token: string, id: string, body: unknown) {
  const event = apiEvent(ASSIGN, { token, body, pathParameters: { id } });
  event.requestContext.http.sourceIp = TEST_IP;
  const result = await manage(event, testContext);
  return { status: result.statusCode ?? 200, body: JSON.parse(result.body ?? '{}') };
}

/** A seller made through the admin area, so their record is in the SELLERS listing. */
async function makeSeller(admin: TestUser): Promise<TestUser & { sellerId: string }> {
  const user = await createSignedInUser({ groups: ['seller'] });
  const { status, body } = await callAdmin<AdminUserDetail>(
    'PUT /api/admin/users/{userId}/seller',
    {
      token: admin.accessToken,
      pathParameters: { userId: user.userId },
      body: { active: true },
    },
  );
  expect(status).toBe(200);
  if (!body.seller) throw new Error('no seller record');
  return { ...user, sellerId: body.seller.id };
}

describe('back office: seller assignment, drafts and summary cards', () => {
  let admin: TestUser;
  let seller: TestUser & { sellerId: string };
  let other: TestUser & { sellerId: string };

  async function newProduct(token = admin.accessToken, overrides = {}) {
    const { status, body } = await manageCall('POST /api/manage/products', {
      token,
      body: productInput(overrides),
    });
    expect(status).toBe(201);
    return body.product;
  }

  beforeAll(async () => {
    await useIsolatedTable();
    admin = await createSignedInUser({ groups: ['admin'] });
    seller = await makeSeller(admin);
    other = await makeSeller(admin);
  });

  it('lists the sellers to admins only', async () => {
    const listed = await manageCall<SellersResponse>(SELLERS, { token: admin.accessToken });
    expect(listed.status).toBe(200);
    expect(listed.body.sellers.map((entry) => entry.id).sort()).toEqual(
      [seller.sellerId, other.sellerId].sort(),
    );
    expect(listed.body.sellers.find((entry) => entry.id === seller.sellerId)).toMatchObject({
      user_id: seller.userId,
      email: seller.email,
      active: true,
    });
    expect((await manageCall(SELLERS, { token: seller.accessToken })).status).toBe(403);
    expect((await manageCall(SELLERS)).status).toBe(401);
  });

  it('assigns a product to a seller: 403 for sellers, 404 for unknown product or seller, 409 when stale', async () => {
    const product = await newProduct();
    const assign = (token: string, id: string, sellerId: string | null, revision = 0) =>
      assignCall(token, id, { revision, sellerId });

    expect((await assign(seller.accessToken, product.id, seller.sellerId)).status).toBe(403);
    expect(await assign(admin.accessToken, 'no-such-product', seller.sellerId)).toEqual({
      status: 404,
      body: { error: MANAGE_MESSAGES.productNotFound },
    });
    expect(await assign(admin.accessToken, product.id, 'no-such-seller')).toEqual({
      status: 404,
      body: { error: ASSIGNMENT_MESSAGES.sellerNotFound },
    });
    expect(await assign(admin.accessToken, product.id, seller.sellerId, 5)).toEqual({
      status: 409,
      body: { error: STALE_REVISION_MESSAGE },
    });
    expect((await getProduct(product.id))?.seller_id).toBeUndefined();

    const assigned = await assign(admin.accessToken, product.id, seller.sellerId);
    expect(assigned.status).toBe(200);
    expect(assigned.body.product).toMatchObject({
      seller_id: seller.sellerId,
      revision: 1,
      seller: { id: seller.sellerId, email: seller.email },
    });

    // The seller now manages it; the other seller still cannot see it.
    const mine = await manageCall<ManagedProductsResponse>('GET /api/manage/products', {
      token: seller.accessToken,
    });
    expect(mine.body.products.map((entry) => entry.id)).toEqual([product.id]);
    expect(mine.body.products[0]?.seller).toBeUndefined();
    const theirs = await manageCall('GET /api/manage/products/{id}', {
      token: other.accessToken,
      params: { id: product.id },
    });
    expect(theirs.status).toBe(404);

    // The admin's list names the seller.
    const all = await manageCall<ManagedProductsResponse>('GET /api/manage/products', {
      token: admin.accessToken,
    });
    expect(all.body.products.find((entry) => entry.id === product.id)?.seller).toMatchObject({
      id: seller.sellerId,
      email: seller.email,
    });

    // Moving it to the other seller takes it out of the first seller's list.
    const moved = await assign(admin.accessToken, product.id, other.sellerId, 1);
    expect(moved.status).toBe(200);
    const after = await manageCall<ManagedProductsResponse>('GET /api/manage/products', {
      token: seller.accessToken,
    });
    expect(after.body.products).toEqual([]);

    // Both assignments are in the audit log, with who, what and from where.
    const audit = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { action: 'product.assign_seller' },
    });
    const entries = audit.body.entries.filter((entry) => entry.target_id === product.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor_id: admin.userId,
      target_type: 'product',
      ip: TEST_IP,
    });
    expect(entries[0]?.detail).toContain(other.sellerId);
    expect(entries[1]?.detail).toContain(seller.sellerId);

    // Unassigning gives it back to the shop.
    const unassigned = await assign(admin.accessToken, product.id, null, 2);
    expect(unassigned.status).toBe(200);
    expect((await getProduct(product.id))?.seller_id).toBeUndefined();
  });

  it('moves a listed product’s catalogue card to its new seller', async () => {
    const id = `assigned-card-${Date.now()}`;
    await putProduct(testProduct(id));
    const card = async () => (await browse()).body.products.find((entry) => entry.id === id);
    expect((await card())?.seller_id).toBeUndefined();

    expect(
      (await assignCall(admin.accessToken, id, { revision: 0, sellerId: seller.sellerId })).status,
    ).toBe(200);
    // The card says who sells it (shoppers' "Manage Product" compares it with /api/me).
    expect((await card())?.seller_id).toBe(seller.sellerId);

    expect((await assignCall(admin.accessToken, id, { revision: 1, sellerId: null })).status).toBe(
      200,
    );
    expect((await card())?.seller_id).toBeUndefined();
  });

  it('refuses a deactivated seller', async () => {
    const gone = await makeSeller(admin);
    await callAdmin('PUT /api/admin/users/{userId}/seller', {
      token: admin.accessToken,
      pathParameters: { userId: gone.userId },
      body: { active: false },
    });
    const product = await newProduct();
    const answer = await manageCall(ASSIGN, {
      token: admin.accessToken,
      params: { id: product.id },
      body: { revision: 0, sellerId: gone.sellerId },
    });
    expect(answer).toEqual({ status: 409, body: { error: ASSIGNMENT_MESSAGES.sellerInactive } });
  });

  it('lists every draft version of the shop until it is published', async () => {
    const mine = await newProduct(seller.accessToken);
    const shops = await newProduct();
    const draftOf = async (id: string, token: string, number: string) => {
      const { status, body } = await manageCall('POST /api/manage/products/{id}/versions', {
        token,
        params: { id },
        body: { version_number: number, release_date: '2026-06-01', changelog: `- ${number}` },
      });
      expect(status).toBe(201);
      const version = body.versions.find((entry) => entry.version_number === number);
      if (!version) throw new Error('draft missing');
      return version;
    };
    const sellersDraft = await draftOf(mine.id, seller.accessToken, '1.0.0');
    const shopsDraft = await draftOf(shops.id, admin.accessToken, '0.9.0');

    const listed = await manageCall<DraftVersionsResponse>(DRAFTS, { token: admin.accessToken });
    expect(listed.status).toBe(200);
    const ids = listed.body.drafts.map((entry) => entry.version_id);
    expect(ids).toEqual(expect.arrayContaining([sellersDraft.id, shopsDraft.id]));
    expect(listed.body.drafts.find((entry) => entry.version_id === sellersDraft.id)).toMatchObject({
      product_id: mine.id,
      product_name: mine.name,
      version_number: '1.0.0',
      revision: 0,
    });
    expect((await manageCall(DRAFTS, { token: seller.accessToken })).status).toBe(403);

    const published = await manageCall(
      'POST /api/manage/products/{id}/versions/{versionId}/publish',
      {
        token: admin.accessToken,
        params: { id: mine.id, versionId: sellersDraft.id },
        body: { revision: 0 },
      },
    );
    expect(published.status).toBe(200);
    const after = await manageCall<DraftVersionsResponse>(DRAFTS, { token: admin.accessToken });
    const remaining = after.body.drafts.map((entry) => entry.version_id);
    expect(remaining).not.toContain(sellersDraft.id);
    expect(remaining).toContain(shopsDraft.id);

    // A deleted product takes its drafts with it.
    const removed = await manageCall('DELETE /api/manage/products/{id}', {
      token: admin.accessToken,
      params: { id: shops.id },
    });
    expect(removed.status).toBe(200);
    const last = await manageCall<DraftVersionsResponse>(DRAFTS, { token: admin.accessToken });
    expect(last.body.drafts.map((entry) => entry.version_id)).not.toContain(shopsDraft.id);
  });

  it('counts the summary cards from indexes and counters', async () => {
    const list = await manageCall<ManagedProductsResponse>('GET /api/manage/products', {
      token: admin.accessToken,
      query: { limit: '60' },
    });
    const adminCards = await summaryCall<AdminSummary>('GET /api/admin/summary', admin.accessToken);
    expect(adminCards.status).toBe(200);
    expect(adminCards.body.products).toBe(list.body.products.length);
    expect(adminCards.body.sales).toBe(0);

    const active = await newProduct(seller.accessToken);
    await newProduct(seller.accessToken, { active: false });
    const sellerCards = await summaryCall<SellerSummaryCards>(
      'GET /api/seller/summary',
      seller.accessToken,
    );
    const sellerList = await manageCall<ManagedProductsResponse>('GET /api/manage/products', {
      token: seller.accessToken,
    });
    expect(sellerCards.status).toBe(200);
    expect(sellerCards.body.products).toBe(
      sellerList.body.products.filter((entry) => entry.active).length,
    );
    expect(sellerList.body.products.map((entry) => entry.id)).toContain(active.id);
    expect(sellerCards.body.sales).toBe(0);

    expect((await summaryCall('GET /api/admin/summary', seller.accessToken)).status).toBe(403);
    const buyer = await createSignedInUser();
    expect((await summaryCall('GET /api/seller/summary', buyer.accessToken)).status).toBe(403);
  });
});
