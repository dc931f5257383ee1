import type { ProductDetailResponse } from '../../lambdas/contracts/catalogue';
import { handler } from '../../lambdas/functions/catalogue';
import {
  putFile,
  putProduct,
  putRelationship,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { putInterestIfNew } from '../../lambdas/repositories/interest-repository';
import { putSellerRecord } from '../../lambdas/repositories/user-repository';
import type { RelationshipType } from '../../lambdas/rules/product-content';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { testFile, testProduct, testVersion } from '../support/product-fixtures';

const OWNER_SELLER_ID = 'seller-owner';
const OTHER_SELLER_ID = 'seller-other';

async function getProduct(id: string, token?: string) {
  const result = await handler(
    apiEvent('GET /api/products/{id}', { token, pathParameters: { id } }),
    testContext,
  );
  return {
    status: result.statusCode,
    cacheControl: result.headers?.['cache-control'],
    body: JSON.parse(result.body ?? '{}') as ProductDetailResponse & { error?: string },
  };
}

function relatedIds(body: ProductDetailResponse, type: RelationshipType): string[] {
  return body.related[type].map((product) => product.id);
}

/** A product with one published version, as most targets here need. */
async function putPublished(id: string, overrides: Parameters<typeof testProduct>[1] = {}) {
  await putProduct(testProduct(id, overrides));
  await putVersion(testVersion(id, `${id}-v1`, { is_latest: true }));
}

async function relate(source: string, type: RelationshipType, target: string) {
  await putRelationship({
    id: `${source}-${type}-${target}`,
    relationship_type: type,
    source_product_id: source,
    target_product_id: target,
  });
}

describe('GET /api/products/{id} against DynamoDB Local', () => {
  let admin: TestUser;
  let user: TestUser;
  let owner: TestUser;
  let otherSeller: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    [admin, user, owner, otherSeller] = await Promise.all([
      createSignedInUser({ groups: ['admin'] }),
      createSignedInUser(),
      createSignedInUser({ groups: ['seller'] }),
      createSignedInUser({ groups: ['seller'] }),
    ]);
    await putSellerRecord(owner.userId, OWNER_SELLER_ID);
    await putSellerRecord(otherSeller.userId, OTHER_SELLER_ID);

    // The main product: three versions, the middle one marked latest; files of two versions.
    await putProduct(testProduct('main', { seller_id: OTHER_SELLER_ID }));
    await putVersion(
      testVersion('main', 'v1', { version_number: '1.0.0', release_date: '2026-01-01T00:00:00Z' }),
    );
    await putVersion(
      testVersion('main', 'v2', {
        version_number: '2.0.0',
        release_date: '2026-02-01T00:00:00Z',
        is_latest: true,
        changelog: 'Second release',
      }),
    );
    await putVersion(
      testVersion('main', 'v3', {
        version_number: '3.0.0-draft',
        release_date: '2026-03-01T00:00:00Z',
        is_published: false,
      }),
    );
    await putFile(testFile('main', 'v1', 'old-blueprint'));
    await putFile(testFile('main', 'v2', 'blueprint-b', { order_position: 2 }));
    await putFile(testFile('main', 'v2', 'blueprint-a', { order_position: 1 }));
    await putFile(
      testFile('main', 'v2', 'guide', {
        file_purpose: 'manual',
        file_type: 'pdf',
        order_position: 1,
      }),
    );
    await putFile(
      testFile('main', 'v2', 'screenshot', { file_purpose: 'gallery', file_type: 'png' }),
    );
    // An interest registration shares the partition and must not disturb the page.
    await putInterestIfNew({
      product_id: 'main',
      email: 'fan@example.com',
      name: 'Fan',
      registered_at: '2026-03-02T00:00:00.000Z',
    });

    await putPublished('dependency-target');
    await putPublished('soon-target', { available_for_purchase: false, coming_soon: true });
    await putPublished('withdrawn', { available_for_purchase: false, coming_soon: false });
    await putPublished('owned-withdrawn', {
      available_for_purchase: false,
      coming_soon: false,
      seller_id: OWNER_SELLER_ID,
    });
    await putPublished('inactive', { active: false });
    await relate('main', 'dependency', 'dependency-target');
    await relate('main', 'recommended', 'soon-target');
    await relate('main', 'related', 'withdrawn');
    await relate('main', 'related', 'owned-withdrawn');
    await relate('main', 'related', 'inactive');
    await relate('main', 'related', 'does-not-exist');

    // No version is marked latest: the newest published one by release date, then creation.
    await putProduct(testProduct('unflagged'));
    await putVersion(testVersion('unflagged', 'u1', { release_date: '2026-01-01T00:00:00Z' }));
    await putVersion(
      testVersion('unflagged', 'u2', {
        release_date: '2026-02-01T00:00:00Z',
        created_at: '2026-02-01T00:00:00Z',
      }),
    );
    await putVersion(
      testVersion('unflagged', 'u3', {
        release_date: '2026-02-01T00:00:00Z',
        created_at: '2026-02-02T00:00:00Z',
      }),
    );
    await putVersion(
      testVersion('unflagged', 'u4', { release_date: '2026-05-01T00:00:00Z', is_published: false }),
    );

    // The flag says published, but no version is: the versions decide.
    await putProduct(testProduct('drafts-only'));
    await putVersion(testVersion('drafts-only', 'd1', { is_published: false, is_latest: true }));
  });

  it('answers the product, its latest published version and its contents, cacheable', async () => {
    const { status, body, cacheControl } = await getProduct('main');
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=0, s-maxage=30');
    expect(body.product.id).toBe('main');
    expect(body.latestVersion).toEqual({
      id: 'v2',
      version_number: '2.0.0',
      release_date: '2026-02-01T00:00:00Z',
      changelog: 'Second release',
    });
    // Files of v2 only, gallery left out, ordered by purpose then position.
    expect(body.contents.map((file) => file.id)).toEqual(['blueprint-a', 'blueprint-b', 'guide']);
  });

  it('never exposes storage paths or index flags', async () => {
    const { body } = await getProduct('main');
    // The seller's id is public (storefronts and "Manage Product" compare it); their e-mail is not.
    expect(body.product).not.toHaveProperty('has_published_version');
    expect(body.product).not.toHaveProperty('PK');
    expect(body.contents[0]).not.toHaveProperty('file_path');
    expect(JSON.stringify(body)).not.toContain('fan@example.com');
  });

  it('groups related products by type and shows anonymous callers only visible targets', async () => {
    const { body } = await getProduct('main');
    expect(relatedIds(body, 'dependency')).toEqual(['dependency-target']);
    expect(relatedIds(body, 'recommended')).toEqual(['soon-target']);
    expect(relatedIds(body, 'related')).toEqual([]);
    expect(Object.keys(body.related.dependency[0] ?? {}).sort()).toEqual(
      ['category', 'id', 'image_url', 'name', 'platform', 'price', 'short_description'].sort(),
    );
  });

  it('shows an admin withdrawn targets too, but never inactive or missing ones', async () => {
    const { body, cacheControl } = await getProduct('main', admin.accessToken);
    expect(relatedIds(body, 'related').sort()).toEqual(['owned-withdrawn', 'withdrawn']);
    expect(cacheControl).toBe('private, no-store');
  });

  it("shows the owning seller their own withdrawn target, not someone else's", async () => {
    const { body } = await getProduct('main', owner.accessToken);
    expect(relatedIds(body, 'related')).toEqual(['owned-withdrawn']);
  });

  it('falls back to the newest published version when none is marked latest', async () => {
    const { status, body } = await getProduct('unflagged');
    expect(status).toBe(200);
    expect(body.latestVersion?.id).toBe('u3');
  });

  it('hides a withdrawn product from anonymous and regular users, not from admins', async () => {
    expect(await getProduct('withdrawn')).toMatchObject({
      status: 404,
      body: { error: 'Product Not Found' },
    });
    expect((await getProduct('withdrawn', user.accessToken)).status).toBe(404);
    expect((await getProduct('withdrawn', admin.accessToken)).status).toBe(200);
  });

  it('shows a withdrawn product to its owning seller only', async () => {
    expect((await getProduct('owned-withdrawn', owner.accessToken)).status).toBe(200);
    expect((await getProduct('owned-withdrawn', otherSeller.accessToken)).status).toBe(404);
    expect((await getProduct('owned-withdrawn')).status).toBe(404);
  });

  it('shows coming-soon products to everyone', async () => {
    const { status, body } = await getProduct('soon-target');
    expect(status).toBe(200);
    expect(body.product.coming_soon).toBe(true);
  });

  it('answers 404 for inactive products, even to admins', async () => {
    expect((await getProduct('inactive', admin.accessToken)).body.error).toBe('Product Not Found');
  });

  it('answers 404 when no version is published, whatever the flag says', async () => {
    expect((await getProduct('drafts-only', admin.accessToken)).status).toBe(404);
  });

  it('answers 404 for unknown ids and 400, not 5xx, for absurd ones', async () => {
    expect((await getProduct('nope')).status).toBe(404);
    expect((await getProduct('x'.repeat(5000))).status).toBe(400);
    expect((await getProduct('')).status).toBe(400);
  });
});
