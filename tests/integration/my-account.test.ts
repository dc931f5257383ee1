import { randomUUID } from 'node:crypto';
import type { MeResponse } from '../../lambdas/contracts/account';
import type {
  MyPurchasesResponse,
  Preferences,
  PurchasedProductResponse,
  SecureDownloadResponse,
} from '../../lambdas/contracts/my-account';
import { handler as account } from '../../lambdas/functions/account';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { getUserByAccessToken } from '../../lambdas/repositories/user-directory';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import { apiEvent, testContext } from '../support/api-event';
import { call, seedProductWithVersions, shopProduct, type SeededFile } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';

const PURCHASE_REQUIRED = { error: 'You need to purchase this product to download files' };
const DOWNLOAD = 'POST /api/secure-download';

const owned = `owned-${randomUUID()}`;
const tested = `tested-${randomUUID()}`;
const notOwned = `not-owned-${randomUUID()}`;

function get<T>(routeKey: string, token: string) {
  return call<T>(myAccount, routeKey, { token });
}

async function productView(token: string, id: string) {
  const result = await myAccount(
    apiEvent('GET /api/my/products/{id}', { token, pathParameters: { id } }),
    testContext,
  );
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as PurchasedProductResponse & { error?: string },
  };
}

describe('the buyer account area against the local stack', () => {
  let buyer: TestUser;
  let other: TestUser;
  let ownedFiles: Record<string, SeededFile>;
  let otherFiles: Record<string, SeededFile>;

  beforeAll(async () => {
    await useIsolatedTable();
    ownedFiles = await seedProductWithVersions(shopProduct(owned, { name: 'Owned Flow' }));
    await seedProductWithVersions(shopProduct(tested, { name: 'Tested Flow' }));
    otherFiles = await seedProductWithVersions(shopProduct(notOwned, { name: 'Other Flow' }));
    [buyer, other] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    await putPurchase({
      user_id: buyer.userId,
      product_id: owned,
      purchase_date: '2026-04-01T10:00:00.000Z',
      amount_paid_cents: 3900,
      is_test: false,
    });
    await putPurchase({
      user_id: buyer.userId,
      product_id: tested,
      purchase_date: '2026-05-01T10:00:00.000Z',
      amount_paid_cents: 2900,
      is_test: true,
    });
    await putPurchase({
      user_id: other.userId,
      product_id: notOwned,
      purchase_date: '2026-04-02T10:00:00.000Z',
      amount_paid_cents: 1900,
      is_test: false,
    });
  });

  it('lists purchases newest first, a test purchase with amount 0 and the test flag', async () => {
    const { status, body } = await get<MyPurchasesResponse>(
      'GET /api/my/purchases',
      buyer.accessToken,
    );
    expect(status).toBe(200);
    expect(body.purchases.map((purchase) => purchase.product_id)).toEqual([tested, owned]);
    expect(body.purchases[0]).toMatchObject({ amount_paid: 0, is_test: true });
    expect(body.purchases[1]).toMatchObject({
      amount_paid: 39,
      is_test: false,
      purchase_date: '2026-04-01T10:00:00.000Z',
      product: { name: 'Owned Flow', platform: 'Make', description: `Description of ${owned}` },
    });
  });

  it('shows a purchased product: published versions, changelog, files, no drafts', async () => {
    const { status, body } = await productView(buyer.accessToken, owned);
    expect(status).toBe(200);
    expect(body.versions.map((version) => version.version_number)).toEqual(['2.0.0', '1.0.0']);
    expect(body.versions[0]).toMatchObject({ is_latest: true, changelog: 'Release 2.0.0' });
    const ids = body.files.map((file) => file.id);
    expect(ids).toContain(ownedFiles['1.0.0:manual']?.file.id);
    expect(ids).not.toContain(ownedFiles['3.0.0:automation']?.file.id);
    expect(ids).not.toContain(ownedFiles['2.0.0:gallery']?.file.id);
    const video = body.files.find((file) => file.file_purpose === 'instruction_video_1');
    expect(video).toMatchObject({
      youtube_id: 'dQw4w9WgXcQ',
      watch_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(JSON.stringify(body)).not.toContain('file_path');
  });

  it('answers 404 for a product the caller did not buy', async () => {
    expect((await productView(buyer.accessToken, notOwned)).status).toBe(404);
    expect((await productView(buyer.accessToken, `missing-${randomUUID()}`)).status).toBe(404);
  });

  it('signs a download URL (3600 s) whose bytes are the stored file', async () => {
    const seeded = ownedFiles['1.0.0:manual'];
    const { status, body } = await call<SecureDownloadResponse>(myAccount, DOWNLOAD, {
      token: buyer.accessToken,
      body: { productId: owned, fileId: seeded?.file.id },
    });
    expect(status).toBe(200);
    expect(body.fileName).toBe('Owned Flow manual.pdf');
    expect(new URL(body.downloadUrl).searchParams.get('X-Amz-Expires')).toBe('3600');
    const response = await fetch(body.downloadUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(seeded?.bytes);
  });

  it('never signs a URL for an unowned product, a draft or another user’s purchase', async () => {
    const cases = [
      // A product the caller does not own.
      { productId: notOwned, fileId: otherFiles['2.0.0:automation']?.file.id },
      // A file of a draft version of an owned product.
      { productId: owned, fileId: ownedFiles['3.0.0:automation']?.file.id },
      // Another product's file under the owned product's id.
      { productId: owned, fileId: otherFiles['2.0.0:automation']?.file.id },
      // A gallery image, and an unknown file.
      { productId: owned, fileId: ownedFiles['2.0.0:gallery']?.file.id },
      { productId: owned, fileId: randomUUID() },
    ];
    for (const body of cases) {
      const result = await call(myAccount, DOWNLOAD, { token: buyer.accessToken, body });
      expect(result).toEqual({ status: 404, body: PURCHASE_REQUIRED });
    }
    // The other user's own purchase works for them, never for the buyer.
    const mine = await call(myAccount, DOWNLOAD, {
      token: other.accessToken,
      body: { productId: notOwned, fileId: otherFiles['2.0.0:automation']?.file.id },
    });
    expect(mine.status).toBe(200);
  });

  it('refuses bad bodies and missing tokens with clear 4xx answers', async () => {
    const bad = await call(myAccount, DOWNLOAD, { token: buyer.accessToken, body: {} });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/fileId|productId/);
    const notJson = await call(myAccount, DOWNLOAD, {
      token: buyer.accessToken,
      rawBody: '{oops',
    });
    expect(notJson.status).toBe(400);
    const prefs = await call(myAccount, 'PUT /api/my/preferences', {
      token: buyer.accessToken,
      body: { news_updates: 'yes' },
    });
    expect(prefs.status).toBe(400);
    const name = await call(myAccount, 'PUT /api/my/profile', {
      token: buyer.accessToken,
      body: { fullName: '   ' },
    });
    expect(name).toEqual({ status: 400, body: { error: expect.stringMatching(/Full name/) } });
    expect((await call(myAccount, 'GET /api/my/purchases')).status).toBe(401);
  });

  it('keeps preferences: both default true, then update or insert', async () => {
    const user = await createSignedInUser();
    const read = () =>
      call<Preferences>(myAccount, 'GET /api/my/preferences', { token: user.accessToken });
    expect(await read()).toEqual({
      status: 200,
      body: { news_updates: true, product_notifications: true },
    });
    const first = { news_updates: false, product_notifications: true };
    expect(
      (await call(myAccount, 'PUT /api/my/preferences', { token: user.accessToken, body: first }))
        .status,
    ).toBe(200);
    expect((await read()).body).toEqual(first);
    const second = { news_updates: true, product_notifications: false };
    await call(myAccount, 'PUT /api/my/preferences', { token: user.accessToken, body: second });
    expect((await read()).body).toEqual(second);
  });

  it('updates the full name in Cognito and the profile, visible in GET /api/me', async () => {
    const user = await createSignedInUser();
    const result = await call(myAccount, 'PUT /api/my/profile', {
      token: user.accessToken,
      body: { fullName: '  Ada Lovelace ' },
    });
    expect(result).toEqual({ status: 200, body: { fullName: 'Ada Lovelace' } });
    const me = await call<MeResponse>(account, 'GET /api/me', { token: user.accessToken });
    expect(me.body.fullName).toBe('Ada Lovelace');
    expect((await getUserByAccessToken(user.accessToken))?.name).toBe('Ada Lovelace');
  });
});
