import type { CartValidateResponse } from '../../lambdas/contracts/catalogue';
import { handler } from '../../lambdas/functions/catalogue';
import { getProducts, putProduct } from '../../lambdas/repositories/product-repository';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

async function validateCart(body: unknown) {
  const event = apiEvent('POST /api/cart/validate', { body });
  const result = await handler(typeof body === 'string' ? { ...event, body } : event, testContext);
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as CartValidateResponse & { error?: string },
  };
}

describe('POST /api/cart/validate against DynamoDB Local', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await Promise.all([
      putProduct(testProduct('a', { name: 'Alpha', price: 49.5 })),
      putProduct(testProduct('b', { active: false })),
      putProduct(testProduct('c', { available_for_purchase: false, coming_soon: true })),
      putProduct(testProduct('draft-only', { name: 'Secret Draft', has_published_version: false })),
      putProduct(testProduct('withdrawn', { available_for_purchase: false, coming_soon: false })),
    ]);
  });

  it("answers what the catalogue shows of each product once, in the cart's order", async () => {
    const { status, body } = await validateCart({
      ids: ['c', 'missing', 'a', 'b', 'a', 'draft-only', 'withdrawn'],
    });
    expect(status).toBe(200);
    expect(body.products).toEqual([
      {
        id: 'c',
        name: 'Product c',
        price: 29,
        platform: 'Make',
        image_url: '/demo/c.png',
        active: true,
        available_for_purchase: false,
      },
      {
        id: 'a',
        name: 'Alpha',
        price: 49.5,
        platform: 'Make',
        image_url: '/demo/a.png',
        active: true,
        available_for_purchase: true,
      },
    ]);
    // Inactive, draft-only and withdrawn products are absent: the browser drops them, and
    // nobody learns their names, prices or images here.
    expect(JSON.stringify(body)).not.toContain('Secret Draft');
  });

  it('answers an empty list for an empty cart', async () => {
    expect(await validateCart({ ids: [] })).toEqual({ status: 200, body: { products: [] } });
  });

  it('refuses bad bodies with 400 and a clear message', async () => {
    const tooMany = Array.from({ length: 51 }, (_, index) => `p${index}`);
    expect((await validateCart({ ids: tooMany })).body.error).toBe('Too many items in the cart');
    expect((await validateCart({ ids: [''] })).body.error).toBe('id is required');
    expect((await validateCart({ ids: 'a' })).status).toBe(400);
    expect((await validateCart({})).status).toBe(400);
    expect(await validateCart('{oops')).toEqual({
      status: 400,
      body: { error: 'Request body must be valid JSON' },
    });
  });

  it('reads more than one BatchGetItem request holds (100 keys) and skips duplicates', async () => {
    const ids = Array.from({ length: 130 }, (_, index) => `bulk-${index}`);
    await Promise.all(ids.slice(0, 120).map((id) => putProduct(testProduct(id))));
    const products = await getProducts([...ids, ...ids.slice(0, 10)]);
    expect(products.map((product) => product.id).sort()).toEqual(ids.slice(0, 120).sort());
  });
});
