import { saleChecklist, type SaleStep } from '../../../lambdas/rules/sale-checklist';

const product = {
  image_url: 'https://cdn.example/cover.png',
  price: 19,
  active: true,
  has_published_version: true,
  available_for_purchase: true,
  coming_soon: false,
};
const version = {
  id: 'v1',
  is_latest: true,
  is_published: true,
  release_date: '2026-01-01',
  created_at: '2026-01-01T00:00:00Z',
};
const file = { version_id: 'v1', file_purpose: 'automation', order_position: 1, display_name: 'a' };

function missing(list: ReturnType<typeof saleChecklist>): SaleStep[] {
  return list.items.filter((item) => !item.done).map((item) => item.step);
}

describe('sale checklist', () => {
  it('ticks every step of a product on sale, in the order to do them', () => {
    const list = saleChecklist(product, [version], [file]);
    expect(list.items.map((item) => item.step)).toEqual([
      'cover_image',
      'published_file',
      'price',
      'available',
    ]);
    expect(missing(list)).toEqual([]);
    expect(list.onSale).toBe(true);
  });

  it('names what a new product still lacks', () => {
    const list = saleChecklist(
      {
        ...product,
        image_url: '',
        price: 0,
        has_published_version: false,
        available_for_purchase: false,
      },
      [],
      [],
    );
    expect(missing(list)).toEqual(['cover_image', 'published_file', 'price', 'available']);
    expect(list.onSale).toBe(false);
  });

  it('is not on sale when published but not available (the trap sellers fell into)', () => {
    const list = saleChecklist({ ...product, available_for_purchase: false }, [version], [file]);
    expect(missing(list)).toEqual(['available']);
    expect(list.onSale).toBe(false);
  });

  it('does not count a published version without a downloadable file', () => {
    const gallery = { ...file, file_purpose: 'gallery' };
    expect(missing(saleChecklist(product, [version], [gallery]))).toEqual(['published_file']);
    const draftFile = { ...file, version_id: 'v2' };
    const draft = { ...version, id: 'v2', is_latest: false, is_published: false };
    expect(missing(saleChecklist(product, [version, draft], [draftFile]))).toEqual([
      'published_file',
    ]);
  });

  it('follows the visibility rule: an inactive product is neither available nor on sale', () => {
    const list = saleChecklist({ ...product, active: false }, [version], [file]);
    expect(missing(list)).toEqual(['available']);
    expect(list.onSale).toBe(false);
  });

  it('treats coming soon as visible but not on sale', () => {
    const list = saleChecklist(
      { ...product, available_for_purchase: false, coming_soon: true },
      [version],
      [file],
    );
    expect(list.onSale).toBe(false);
  });
});
