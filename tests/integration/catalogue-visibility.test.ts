import type { ProductDetailResponse } from '../../lambdas/contracts/catalogue';
import { handler } from '../../lambdas/functions/catalogue';
import { putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import type { CatalogueResponse, Product } from '../../lambdas/rules/product';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct, testVersion } from '../support/product-fixtures';

/**
 * The catalogue and the product page follow one visibility rule: every product the anonymous
 * catalogue lists opens, and one taken off sale leaves both at once. Neither answer may be kept
 * by the browser, or the shop's refetch after a change would read a copy from before it.
 */
async function listedIds(): Promise<string[]> {
  const result = await handler(apiEvent('GET /api/products'), testContext);
  expect(result.headers?.['cache-control']).toBe('public, max-age=0, s-maxage=30');
  return (JSON.parse(result.body ?? '{}') as CatalogueResponse).products.map((p) => p.id);
}

async function pageStatus(id: string): Promise<number> {
  const result = await handler(
    apiEvent('GET /api/products/{id}', { pathParameters: { id } }),
    testContext,
  );
  if (result.statusCode === 200) {
    expect(result.headers?.['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect((JSON.parse(result.body ?? '{}') as ProductDetailResponse).product.id).toBe(id);
  }
  return result.statusCode ?? 0;
}

async function putPublished(id: string, overrides: Partial<Product>): Promise<void> {
  await putProduct(testProduct(id, { seller_id: 'seller-1', ...overrides }));
  await putVersion(testVersion(id, `${id}-v1`, { is_latest: true }));
}

const CASES: [string, Partial<Product>][] = [
  ['on-sale', { available_for_purchase: true, coming_soon: false }],
  ['coming-soon', { available_for_purchase: false, coming_soon: true }],
  ['withdrawn', { available_for_purchase: false, coming_soon: false }],
  ['inactive', { active: false }],
];

describe('one visibility rule for the catalogue and the product page', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    for (const [id, overrides] of CASES) await putPublished(id, overrides);
  });

  it('lists exactly the products whose page opens, for an anonymous shopper', async () => {
    const listed = await listedIds();
    for (const [id] of CASES) {
      expect([id, listed.includes(id)]).toEqual([id, (await pageStatus(id)) === 200]);
    }
    expect(listed.sort()).toEqual(['coming-soon', 'on-sale']);
  });

  it('a product taken off sale leaves the catalogue and its page together, and comes back', async () => {
    await putPublished('toggled', { available_for_purchase: true });
    expect(await listedIds()).toContain('toggled');
    expect(await pageStatus('toggled')).toBe(200);

    await putPublished('toggled', { available_for_purchase: false });
    expect(await listedIds()).not.toContain('toggled');
    expect(await pageStatus('toggled')).toBe(404);

    await putPublished('toggled', { available_for_purchase: true });
    expect(await listedIds()).toContain('toggled');
    expect(await pageStatus('toggled')).toBe(200);
  });
});
