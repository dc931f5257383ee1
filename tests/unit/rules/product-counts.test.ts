import { productCountChange } from '../../../lambdas/rules/product-counts';

const product = (
  overrides: { retired_at?: string; active?: boolean; seller_id?: string } = {},
) => ({
  active: true,
  seller_id: 's1',
  ...overrides,
});

describe('product counter changes', () => {
  it('a new product counts for the shop and, when active, for its seller', () => {
    expect(productCountChange(undefined, product())).toEqual({ shop: 1, sellers: { s1: 1 } });
    expect(productCountChange(undefined, product({ active: false }))).toEqual({
      shop: 1,
      sellers: {},
    });
    expect(productCountChange(undefined, product({ seller_id: undefined }))).toEqual({
      shop: 1,
      sellers: {},
    });
  });

  it('an edit that changes nothing counted moves nothing', () => {
    expect(productCountChange(product(), product())).toEqual({ shop: 0, sellers: {} });
  });

  it('deactivating, reassigning, retiring and deleting move exactly what they change', () => {
    expect(productCountChange(product(), product({ active: false }))).toEqual({
      shop: 0,
      sellers: { s1: -1 },
    });
    expect(productCountChange(product(), product({ seller_id: 's2' }))).toEqual({
      shop: 0,
      sellers: { s1: -1, s2: 1 },
    });
    expect(productCountChange(product(), product({ retired_at: '2026-01-01' }))).toEqual({
      shop: -1,
      sellers: { s1: -1 },
    });
    expect(productCountChange(product({ active: false }), undefined)).toEqual({
      shop: -1,
      sellers: {},
    });
    // A retired product counts nowhere, so removing it moves nothing.
    expect(productCountChange(product({ retired_at: '2026-01-01' }), undefined)).toEqual({
      shop: 0,
      sellers: {},
    });
  });
});
