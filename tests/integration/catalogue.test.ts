import { handler } from '../../lambdas/functions/catalogue';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { CatalogueResponse } from '../../lambdas/rules/product';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

const product = testProduct;

async function listProducts(token?: string) {
  const result = await handler(apiEvent('GET /api/products', { token }), testContext);
  return {
    status: result.statusCode,
    cacheControl: result.headers?.['cache-control'],
    body: JSON.parse(result.body ?? '{}') as CatalogueResponse & { error?: string },
  };
}

describe('GET /api/products against DynamoDB Local', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await Promise.all([
      putProduct(product('old', { created_at: '2026-01-01T00:00:00.000Z' })),
      putProduct(product('new', { created_at: '2026-05-01T00:00:00.000Z' })),
      putProduct(product('featured', { featured: true, created_at: '2026-02-01T00:00:00.000Z' })),
      putProduct(product('soon', { available_for_purchase: false, coming_soon: true })),
      putProduct(
        product('withdrawn', {
          available_for_purchase: false,
          coming_soon: false,
          created_at: '2026-02-15T00:00:00.000Z',
        }),
      ),
      putProduct(product('inactive', { active: false })),
      putProduct(product('draft-only', { has_published_version: false })),
    ]);
  });

  it('lists visible products for anonymous callers, featured first then newest, cacheable', async () => {
    const { status, body, cacheControl } = await listProducts();
    expect(status).toBe(200);
    expect(body.products.map((p) => p.id)).toEqual(['featured', 'new', 'soon', 'old']);
    expect(cacheControl).toMatch(/^public/);
  });

  it('returns only the card fields (the short description, not the long one)', async () => {
    const { body } = await listProducts();
    const first = body.products[0];
    expect(first).toBeDefined();
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'available_for_purchase',
        'category',
        'coming_soon',
        'created_at',
        'featured',
        'id',
        'image_url',
        'name',
        'platform',
        'price',
        'short_description',
      ].sort(),
    );
  });

  it('shows an admin the withdrawn product too, privately', async () => {
    const admin = await createSignedInUser({ groups: ['admin'] });
    const { status, body, cacheControl } = await listProducts(admin.accessToken);
    expect(status).toBe(200);
    expect(body.products.map((p) => p.id)).toEqual(['featured', 'new', 'soon', 'withdrawn', 'old']);
    expect(cacheControl).toBe('private, no-store');
  });

  it('shows a signed-in user what anonymous callers see, privately', async () => {
    const user = await createSignedInUser();
    const { body, cacheControl } = await listProducts(user.accessToken);
    expect(body.products.map((p) => p.id)).toEqual(['featured', 'new', 'soon', 'old']);
    expect(cacheControl).toBe('private, no-store');
  });

  it('refuses a forged token with 401 instead of answering anonymously', async () => {
    const user = await createSignedInUser();
    const [header, payload] = user.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    const { status, body } = await listProducts(forged);
    expect(status).toBe(401);
    expect(body.error).toBe('Invalid or expired session. Please sign in again.');
  });

  it('refuses suspended and deleted profiles', async () => {
    const suspended = await createSignedInUser({ state: 'suspended' });
    const deleted = await createSignedInUser({ state: 'delete' });
    expect((await listProducts(suspended.accessToken)).status).toBe(403);
    expect((await listProducts(deleted.accessToken)).body.error).toBe(
      'This account has been scheduled for deletion and can no longer be accessed.',
    );
  });
});
