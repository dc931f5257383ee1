import type {
  ImageUploadResponse,
  PresignedPostTarget,
} from '../../lambdas/contracts/manage/media';
import type {
  MyStorefrontResponse,
  StorefrontPageResponse,
} from '../../lambdas/contracts/storefronts';
import { STOREFRONT_MESSAGES } from '../../lambdas/contracts/storefronts';
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { putVersion } from '../../lambdas/repositories/product-repository';
import { HANDLE_MESSAGES } from '../../lambdas/rules/storefront';
import { createSignedInUser } from '../support/cognito-users';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller } from '../support/manage-api';
import { testVersion } from '../support/product-fixtures';
import {
  storefrontPage as page,
  listedProductOf,
  makeStorefront,
  storefrontCall,
  storefrontInput,
  uniqueHandle,
} from '../support/storefronts-api';

/**
 * Seller storefronts: one handle per storefront across the shop (also when two sellers ask at
 * once), renames that keep old addresses working, and pages that exist only while something is
 * listed and nobody hid them. Followers: storefront-followers.test.ts.
 */
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  await useIsolatedTable();
  admin = await createSignedInUser({ groups: ['admin'] });
}, 60_000);

describe('handles', () => {
  it('gives a handle to exactly one of two sellers claiming it at once', async () => {
    const [first, second] = await Promise.all([createSeller(), createSeller()]);
    const handle = uniqueHandle('race');
    const answers = await Promise.all(
      [first, second].map((seller) =>
        storefrontCall<MyStorefrontResponse & { error?: string }>('PUT /api/seller/storefront', {
          token: seller.accessToken,
          body: storefrontInput({ handle }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toBe(
      STOREFRONT_MESSAGES.handleTaken,
    );
    const winner = answers[0]?.status === 200 ? first : second;
    await listedProductOf(winner.sellerId);
    expect((await page(handle)).body.seller_id).toBe(winner.sellerId);
  });

  it('refuses a taken, reserved or malformed handle with its message', async () => {
    const [owner, other] = await Promise.all([createSeller(), createSeller()]);
    const { handle } = await makeStorefront(owner.accessToken);
    const save = (body: unknown) =>
      storefrontCall<{ error: string }>('PUT /api/seller/storefront', {
        token: other.accessToken,
        body,
      });
    expect(await save(storefrontInput({ handle }))).toMatchObject({
      status: 409,
      body: { error: STOREFRONT_MESSAGES.handleTaken },
    });
    expect((await save(storefrontInput({ handle: 'admin' }))).body.error).toBe(
      HANDLE_MESSAGES.reserved,
    );
    expect((await save(storefrontInput({ handle: 'no_underscores' }))).status).toBe(400);
    expect((await save(storefrontInput({ links: ['http://plain.example.com'] }))).status).toBe(400);
  });

  it('renames: the old address answers with the new handle, and nobody else can take it', async () => {
    const [seller, other] = await Promise.all([createSeller(), createSeller()]);
    await listedProductOf(seller.sellerId);
    const first = await makeStorefront(seller.accessToken);
    const renamed = uniqueHandle('renamed');
    const saved = await storefrontCall<MyStorefrontResponse>('PUT /api/seller/storefront', {
      token: seller.accessToken,
      body: { ...first, handle: renamed },
    });
    expect(saved.body.storefront?.handle).toBe(renamed);

    const viaOld = await page(first.handle);
    expect(viaOld.status).toBe(200);
    expect(viaOld.body.storefront.handle).toBe(renamed);
    expect((await page(renamed.toUpperCase())).body.storefront.handle).toBe(renamed);

    const stolen = await storefrontCall<{ error: string }>('PUT /api/seller/storefront', {
      token: other.accessToken,
      body: storefrontInput({ handle: first.handle }),
    });
    expect(stolen.status).toBe(409);
    // The seller may go back to their old handle.
    const back = await storefrontCall<MyStorefrontResponse>('PUT /api/seller/storefront', {
      token: seller.accessToken,
      body: { ...first },
    });
    expect(back.body.storefront?.handle).toBe(first.handle);
  });
});

describe('the public page', () => {
  it('lists visible products only, and answers 404 with nothing listed', async () => {
    const seller = await createSeller();
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Empty Shop' });
    expect(await page(handle)).toMatchObject({
      status: 404,
      body: { error: STOREFRONT_MESSAGES.notFound },
    });
    await listedProductOf(seller.sellerId, { active: false });
    await listedProductOf(seller.sellerId, { available_for_purchase: false });
    expect((await page(handle)).status).toBe(404);
    // The seller still sees their own page, to know what shoppers will see.
    expect((await page(handle, seller.accessToken)).status).toBe(200);

    const listed = await listedProductOf(seller.sellerId);
    const open = await page(handle);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(open.body.products.map((product) => product.id)).toEqual([listed]);
    expect(open.body.storefront).toMatchObject({
      handle,
      display_name: 'Empty Shop',
      follower_count: 0,
      rating: null,
    });
    expect((await page('no-such-seller')).status).toBe(404);
  });

  it('pages a long list of products', async () => {
    const seller = await createSeller();
    const { handle } = await makeStorefront(seller.accessToken);
    for (let index = 0; index < 26; index += 1) await listedProductOf(seller.sellerId);
    const first = await page(handle);
    expect(first.body.products).toHaveLength(24);
    const next = await storefrontCall<StorefrontPageResponse>('GET /api/sellers/{handle}', {
      params: { handle },
      query: { cursor: first.body.nextCursor ?? '' },
    });
    expect(next.body.products).toHaveLength(2);
    expect(next.body.nextCursor).toBeNull();
    const bad = await storefrontCall('GET /api/sellers/{handle}', {
      params: { handle },
      query: { cursor: 'edited' },
    });
    expect(bad.status).toBe(400);
  });

  it('hidden by the admin: 404 for shoppers, link gone from the product page, audited', async () => {
    const seller = await createSeller();
    const productId = await listedProductOf(seller.sellerId);
    await putVersion(testVersion(productId, 'v1', { is_latest: true }));
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Hidden Co' });
    const productPage = async () =>
      JSON.parse(
        (
          await catalogue(
            apiEvent('GET /api/products/{id}', { pathParameters: { id: productId } }),
            testContext,
          )
        ).body ?? '{}',
      ) as { seller: unknown };
    expect((await productPage()).seller).toEqual({ handle, display_name: 'Hidden Co' });

    const hide = (hidden: boolean, token = admin.accessToken) =>
      storefrontCall('PUT /api/admin/storefronts/{handle}/visibility', {
        token,
        params: { handle },
        body: { hidden },
      });
    expect((await hide(true, seller.accessToken)).status).toBe(403);
    const hidden = await hide(true);
    expect(hidden.status).toBe(200);
    expect((await page(handle)).status).toBe(404);
    expect((await page(handle, admin.accessToken)).body.hidden).toBe(true);
    expect((await productPage()).seller).toBeNull();
    const follow = await createSignedInUser();
    expect(
      (
        await storefrontCall('PUT /api/sellers/{handle}/follow', {
          token: follow.accessToken,
          params: { handle },
        })
      ).status,
    ).toBe(404);

    expect((await hide(false)).status).toBe(200);
    expect((await page(handle)).status).toBe(200);
    const audit = await storefrontAudit();
    expect(audit).toEqual(expect.arrayContaining(['storefront.hide', 'storefront.unhide']));
  });
});

async function storefrontAudit(): Promise<string[]> {
  const { handler: adminGroup } = await import('../../lambdas/functions/admin');
  const result = await adminGroup(
    apiEvent('GET /api/admin/audit', { token: admin.accessToken }),
    testContext,
  );
  const body = JSON.parse(result.body ?? '{}') as { entries: { action: string }[] };
  return body.entries.map((entry) => entry.action);
}

describe('avatar', () => {
  const WEBP_1X1 = Buffer.from(
    'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
    'base64',
  );

  /** What the browser does: a multipart form, fields first and the file last. */
  async function postToStorage(target: PresignedPostTarget): Promise<number> {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', new Blob([WEBP_1X1], { type: 'image/webp' }));
    return (await fetch(target.url, { method: 'POST', body: form })).status;
  }

  it('saves only an avatar uploaded for this storefront, both renditions stored', async () => {
    const [seller, other] = await Promise.all([createSeller(), createSeller()]);
    const input = await makeStorefront(seller.accessToken);
    const ask = (token: string) =>
      storefrontCall<ImageUploadResponse>('POST /api/seller/storefront/avatar/uploads', {
        token,
        body: { contentType: 'image/webp', cardSize: WEBP_1X1.length, detailSize: WEBP_1X1.length },
      });
    const save = (avatar_url: string) =>
      storefrontCall<MyStorefrontResponse & { error?: string }>('PUT /api/seller/storefront', {
        token: seller.accessToken,
        body: { ...input, avatar_url },
      });

    const mine = (await ask(seller.accessToken)).body;
    // Asked for, never uploaded: refused.
    expect((await save(mine.imageUrl)).body.error).toBe(STOREFRONT_MESSAGES.avatarNotUploaded);
    // Another seller's upload, or any other URL: refused.
    const theirs = (await ask(other.accessToken)).body;
    expect((await save(theirs.imageUrl)).body.error).toBe(STOREFRONT_MESSAGES.avatarNotAllowed);
    expect((await save('https://example.com/me.png')).body.error).toBe(
      STOREFRONT_MESSAGES.avatarNotAllowed,
    );

    expect(await postToStorage(mine.card)).toBeLessThan(300);
    expect(await postToStorage(mine.detail)).toBeLessThan(300);
    const saved = await save(mine.imageUrl);
    expect(saved.status).toBe(200);
    expect(saved.body.storefront?.avatar_url).toBe(mine.imageUrl);
  });
});
