import {
  becameListed,
  compareCatalogueOrder,
  isVisibleInCatalogue,
} from '../../../lambdas/rules/visibility';

const visible = {
  active: true,
  has_published_version: true,
  available_for_purchase: true,
  coming_soon: false,
};

describe('catalogue visibility', () => {
  it('shows an active, published, available product to everyone', () => {
    expect(isVisibleInCatalogue(visible, { isAdmin: false })).toBe(true);
    expect(isVisibleInCatalogue(visible, { isAdmin: true })).toBe(true);
  });

  it('hides inactive products and products without a published version, even from admins', () => {
    for (const product of [
      { ...visible, active: false },
      { ...visible, has_published_version: false },
    ]) {
      expect(isVisibleInCatalogue(product, { isAdmin: false })).toBe(false);
      expect(isVisibleInCatalogue(product, { isAdmin: true })).toBe(false);
    }
  });

  it('shows coming-soon products to everyone', () => {
    const comingSoon = { ...visible, available_for_purchase: false, coming_soon: true };
    expect(isVisibleInCatalogue(comingSoon, { isAdmin: false })).toBe(true);
  });

  it('shows a product that is neither available nor coming soon only to admins', () => {
    const withdrawn = { ...visible, available_for_purchase: false, coming_soon: false };
    expect(isVisibleInCatalogue(withdrawn, { isAdmin: false })).toBe(false);
    expect(isVisibleInCatalogue(withdrawn, { isAdmin: true })).toBe(true);
  });

  it('orders featured first, then newest first', () => {
    const products = [
      { id: 'old', featured: false, created_at: '2026-01-01T00:00:00Z' },
      { id: 'featured-old', featured: true, created_at: '2026-02-01T00:00:00Z' },
      { id: 'new', featured: false, created_at: '2026-06-01T00:00:00Z' },
      { id: 'featured-new', featured: true, created_at: '2026-05-01T00:00:00Z' },
    ];
    expect(products.sort(compareCatalogueOrder).map((product) => product.id)).toEqual([
      'featured-new',
      'featured-old',
      'new',
      'old',
    ]);
  });
});

describe('becoming listed (what followers hear of)', () => {
  it('is a change from hidden from shoppers to visible to them', () => {
    const unpublished = { ...visible, has_published_version: false };
    const notForSale = { ...visible, available_for_purchase: false };
    expect(becameListed(unpublished, visible)).toBe(true);
    expect(becameListed(notForSale, { ...notForSale, coming_soon: true })).toBe(true);
    expect(becameListed({ ...visible, active: false }, visible)).toBe(true);
  });

  it('is not a change of a product shoppers could already see, nor one they still cannot', () => {
    expect(becameListed(visible, { ...visible, coming_soon: true })).toBe(false);
    expect(becameListed(visible, { ...visible, active: false })).toBe(false);
    const notForSale = { ...visible, available_for_purchase: false };
    expect(becameListed({ ...notForSale, active: false }, notForSale)).toBe(false);
  });
});
