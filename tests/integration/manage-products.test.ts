import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  STALE_REVISION_MESSAGE,
  type ManagedProductsResponse,
} from '../../lambdas/contracts/manage/products';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { browseKeys } from '../../lambdas/repositories/keys';
import { getProduct, putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { browseAll } from '../support/catalogue-browse';
import { createSeller, manageCall, productInput } from '../support/manage-api';
import { testProduct, testVersion } from '../support/product-fixtures';

const LIST = 'GET /api/manage/products';
const CREATE = 'POST /api/manage/products';
const GET = 'GET /api/manage/products/{id}';
const UPDATE = 'PUT /api/manage/products/{id}';
const DELETE = 'DELETE /api/manage/products/{id}';

describe('catalogue management: products', () => {
  let admin: TestUser;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let otherSeller: Awaited<ReturnType<typeof createSeller>>;

  beforeAll(async () => {
    await useIsolatedTable();
    [admin, seller, otherSeller] = await Promise.all([
      createSignedInUser({ groups: ['admin'] }),
      createSeller(),
      createSeller(),
    ]);
  });

  it("links a seller's new product to them; it starts as a draft, out of the catalogue", async () => {
    const created = await manageCall(CREATE, { token: seller.accessToken, body: productInput() });
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({
      seller_id: seller.sellerId,
      revision: 0,
      has_published_version: false,
      available_for_purchase: false,
      featured: false,
    });
    expect(created.body.versions).toEqual([]);
  });

  it("answers 404 for another seller's product, an inactive seller and a missing one", async () => {
    const { body } = await manageCall(CREATE, { token: seller.accessToken, body: productInput() });
    const id = body.product.id;
    expect((await manageCall(GET, { token: otherSeller.accessToken, params: { id } })).status).toBe(
      404,
    );
    const retiredSeller = await createSeller(false);
    expect(
      (await manageCall(GET, { token: retiredSeller.accessToken, params: { id } })).body,
    ).toEqual({ error: 'Product Not Found' });
    expect((await manageCall(GET, { token: admin.accessToken, params: { id } })).status).toBe(200);
    expect(
      (await manageCall(GET, { token: admin.accessToken, params: { id: 'no-such-product' } }))
        .status,
    ).toBe(404);
    const edit = await manageCall(UPDATE, {
      token: otherSeller.accessToken,
      params: { id },
      body: { ...productInput(), revision: 0 },
    });
    expect(edit.status).toBe(404);
  });

  it('refuses buyers (403) and anonymous callers (401) before reading any input', async () => {
    const buyer = await createSignedInUser();
    expect((await manageCall(LIST, { token: buyer.accessToken })).status).toBe(403);
    expect((await manageCall(CREATE, { body: { nonsense: true } })).status).toBe(401);
  });

  it('lists only the seller’s own products; the admin sees every one, with search and paging', async () => {
    const mine = await manageCall(CREATE, {
      token: seller.accessToken,
      body: productInput({ name: 'Zebra Invoice Robot' }),
    });
    await manageCall(CREATE, {
      token: otherSeller.accessToken,
      body: productInput({ name: 'Zebra Lead Router' }),
    });
    const sellerList = await manageCall<ManagedProductsResponse>(LIST, {
      token: seller.accessToken,
    });
    expect(sellerList.body.products.every((p) => p.seller_id === seller.sellerId)).toBe(true);
    expect(sellerList.body.products.map((p) => p.id)).toContain(mine.body.product.id);

    const adminSearch = await manageCall<ManagedProductsResponse>(LIST, {
      token: admin.accessToken,
      query: { search: 'ZEBRA' },
    });
    expect(adminSearch.body.products.map((p) => p.name).sort()).toEqual([
      'Zebra Invoice Robot',
      'Zebra Lead Router',
    ]);

    const first = await manageCall<ManagedProductsResponse>(LIST, {
      token: admin.accessToken,
      query: { limit: '1' },
    });
    expect(first.body.products).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await manageCall<ManagedProductsResponse>(LIST, {
      token: admin.accessToken,
      query: { limit: '1', cursor: first.body.nextCursor ?? '' },
    });
    expect(second.body.products[0]?.id).not.toBe(first.body.products[0]?.id);
    expect(
      (await manageCall(LIST, { token: admin.accessToken, query: { cursor: 'forged' } })).status,
    ).toBe(400);
  });

  it('refuses a stale edit with 409 and never overwrites the newer one', async () => {
    const { body } = await manageCall(CREATE, { token: seller.accessToken, body: productInput() });
    const id = body.product.id;
    const first = await manageCall(UPDATE, {
      token: seller.accessToken,
      params: { id },
      body: { ...productInput({ name: 'First edit' }), revision: 0 },
    });
    expect(first.status).toBe(200);
    expect(first.body.product).toMatchObject({ name: 'First edit', revision: 1 });
    const stale = await manageCall(UPDATE, {
      token: admin.accessToken,
      params: { id },
      body: { ...productInput({ name: 'Stale edit' }), revision: 0 },
    });
    expect(stale).toEqual({ status: 409, body: { error: STALE_REVISION_MESSAGE } });
    expect((await getProduct(id))?.name).toBe('First edit');
  });

  it('deletes a product nobody bought, and retires one that has buyers', async () => {
    const unsold = await manageCall(CREATE, { token: seller.accessToken, body: productInput() });
    const deleted = await manageCall(DELETE, {
      token: seller.accessToken,
      params: { id: unsold.body.product.id },
    });
    expect(deleted.body).toEqual({ outcome: 'deleted' });
    expect(await getProduct(unsold.body.product.id)).toBeUndefined();

    const sold = await manageCall(CREATE, { token: seller.accessToken, body: productInput() });
    const id = sold.body.product.id;
    const buyer = await createSignedInUser();
    await putPurchase({
      user_id: buyer.userId,
      product_id: id,
      purchase_date: new Date().toISOString(),
      amount_paid_cents: 1950,
      is_test: false,
    });
    const retired = await manageCall(DELETE, { token: seller.accessToken, params: { id } });
    expect(retired.body).toEqual({ outcome: 'retired' });
    // The buyer keeps it: the product stays, out of every list and the catalogue.
    expect(await getProduct(id)).toMatchObject({
      id,
      active: false,
      retired_at: expect.any(String),
    });
    const list = await manageCall<ManagedProductsResponse>(LIST, { token: admin.accessToken });
    expect(list.body.products.map((p) => p.id)).not.toContain(id);
    expect((await manageCall(GET, { token: admin.accessToken, params: { id } })).status).toBe(404);
  });

  it('takes a deleted listed product out of the catalogue and its facet counts', async () => {
    const id = 'listed-then-deleted';
    const category = 'Deleted-category';
    await putProduct(testProduct(id, { seller_id: seller.sellerId, category }));
    await putVersion(testVersion(id, `${id}-v1`, { is_latest: true }));
    const categoryCount = async () =>
      (
        await dynamo().send(
          new GetCommand({ TableName: tableName(), Key: browseKeys.facet('CATEGORY', category) }),
        )
      ).Item?.count;
    expect(await browseAll()).toContain(id);
    expect(await categoryCount()).toBe(1);

    const deleted = await manageCall(DELETE, { token: seller.accessToken, params: { id } });
    expect(deleted.body).toEqual({ outcome: 'deleted' });
    // Nobody bought it, so it is gone: no listing item may keep showing its card.
    expect(await browseAll()).not.toContain(id);
    expect(await browseAll({}, admin.accessToken)).not.toContain(id);
    expect(await categoryCount()).toBe(0);
  });

  it('answers 4xx with a message for bad input, never 5xx', async () => {
    for (const body of [{}, { ...productInput(), price: -1 }, { ...productInput(), name: '' }]) {
      const answer = await manageCall(CREATE, { token: seller.accessToken, body });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
  });
});
