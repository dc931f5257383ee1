import type { CatalogueProduct } from '../../../lambdas/rules/product';
import {
  cartTotal,
  checkoutLineOf,
  discountedItems,
  quotedTotalCents,
  reconcileCart,
} from '../../../web/src/features/cart/cart-pricing';
import {
  cartItemOf,
  parseStoredCart,
  serializeCart,
  type CartItem,
} from '../../../web/src/features/cart/cart-storage';

const item = (id: string, price = 10): CartItem => ({
  id,
  name: `Product ${id}`,
  price,
  platform: 'Make',
  image_url: `/demo/${id}.png`,
});

describe('stored cart', () => {
  it('accepts an array of items with string id, string name and numeric price', () => {
    const items = [item('a'), item('b', 19.5)];
    expect(parseStoredCart(serializeCart(items))).toEqual(items);
  });

  it('fills missing optional fields and drops repeated ids', () => {
    expect(
      parseStoredCart(
        JSON.stringify([
          { id: 'a', name: 'A', price: 5 },
          { id: 'a', name: 'A', price: 5 },
        ]),
      ),
    ).toEqual([{ id: 'a', name: 'A', price: 5, platform: '', image_url: '' }]);
  });

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['not JSON', '{oops'],
    ['an object', JSON.stringify({ id: 'a', name: 'A', price: 1 })],
    ['a numeric id', JSON.stringify([{ id: 1, name: 'A', price: 1 }])],
    ['a missing name', JSON.stringify([{ id: 'a', price: 1 }])],
    ['a string price', JSON.stringify([{ id: 'a', name: 'A', price: '1' }])],
    ['one bad item among good ones', JSON.stringify([item('a'), { id: 'b', name: 'B' }])],
    ['a null item', JSON.stringify([null])],
  ])('gives an empty cart for %s', (_label, raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });
});

describe('adding a product', () => {
  it("keeps only the cart item's fields of a catalogue product", () => {
    const product: CatalogueProduct = {
      ...item('flow', 29),
      platform: 'Make',
      short_description: 'Syncs leads',
      category: 'Sales',
      featured: true,
      coming_soon: false,
      available_for_purchase: true,
      created_at: '2026-01-15T10:00:00.000Z',
    };
    const added = cartItemOf(product);
    expect(added).toEqual(item('flow', 29));
    expect(JSON.parse(serializeCart([added]))).toEqual([item('flow', 29)]);
  });
});

describe('cart revalidation', () => {
  const product = (id: string, price: number, active = true, available = true) => ({
    id,
    price,
    active,
    available_for_purchase: available,
  });

  it('removes missing, inactive and unavailable items and replaces changed prices', () => {
    const items = [
      item('keep', 10),
      item('gone'),
      item('inactive'),
      item('off'),
      item('repriced', 10),
    ];
    const ids = items.map((entry) => entry.id);
    const result = reconcileCart(items, ids, [
      product('keep', 10),
      product('inactive', 10, false),
      product('off', 10, true, false),
      product('repriced', 12.5),
    ]);
    expect(result.items).toEqual([item('keep', 10), { ...item('repriced'), price: 12.5 }]);
    expect(result.removed).toBe(3);
    expect(result.repriced).toBe(1);
  });

  it('leaves items that were not part of the check alone', () => {
    const result = reconcileCart([item('checked'), item('added-later')], ['checked'], []);
    expect(result.items).toEqual([item('added-later')]);
    expect(result.removed).toBe(1);
  });

  it('totals to the cent', () => {
    expect(cartTotal([item('a', 0.1), item('b', 0.2)])).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });
});

describe('a bundle in the cart', () => {
  const bundle = {
    id: 'bnd_1',
    name: 'Starter bundle',
    price: 79,
    platform: '',
    image_url: '/demo/a.png',
    kind: 'bundle' as const,
  };

  it('keeps its kind through cartItemOf and storage, and products stay without one', () => {
    expect(cartItemOf(bundle)).toEqual(bundle);
    const stored = serializeCart([bundle, { ...bundle, id: 'p1', kind: undefined }]);
    const parsed = parseStoredCart(stored);
    expect(parsed[0]).toEqual(bundle);
    expect(parsed[1]).not.toHaveProperty('kind');
  });

  it('is left alone by the products check, which does not judge its id', () => {
    const { items, removed } = reconcileCart([bundle], [], []);
    expect(items).toEqual([bundle]);
    expect(removed).toBe(0);
  });
});

describe('pay-what-you-want lines', () => {
  const check = (id: string, price: number, pwyw_minimum?: number) => ({
    id,
    name: `Product ${id}`,
    price,
    platform: 'Make',
    image_url: '',
    active: true,
    available_for_purchase: true,
    ...(pwyw_minimum === undefined ? {} : { pwyw_minimum }),
  });

  it("keep the buyer's amount at or above the minimum, else go back to the suggested price", () => {
    const items = [
      { ...item('chosen', 12.5), pwyw_minimum: 5 },
      { ...item('low', 2), pwyw_minimum: 5 },
      // Added from a card, which does not know the minimum: it is learnt now.
      item('card', 15),
    ];
    const { items: kept, repriced } = reconcileCart(
      items,
      ['chosen', 'low', 'card'],
      [check('chosen', 15, 5), check('low', 15, 5), check('card', 15, 5)],
    );
    expect(kept.map((line) => [line.id, line.price, line.pwyw_minimum])).toEqual([
      ['chosen', 12.5, 5],
      ['low', 15, 5],
      ['card', 15, 5],
    ]);
    expect(repriced).toBe(0);
  });

  it('send their amount to checkout in whole cents; fixed-price lines send the id alone', () => {
    const parsed = parseStoredCart(
      serializeCart([{ ...item('pwyw', 12.34), pwyw_minimum: 0 }, item('fixed', 20)]),
    );
    expect(parsed.map(checkoutLineOf)).toEqual([
      { id: 'pwyw', amount_cents: 1234 },
      { id: 'fixed' },
    ]);
  });

  it("count the buyer's amount in a discounted cart's total, the code never reducing it", () => {
    const quote = {
      total_cents: 1000 + 1500,
      lines: [
        { product_id: 'fixed', total_cents: 1000 },
        { product_id: 'pwyw', total_cents: 1500 },
      ],
    };
    const items = [item('fixed', 20), { ...item('pwyw', 7.25), pwyw_minimum: 5 }];
    expect(quotedTotalCents(quote, items)).toBe(1000 + 725);
  });
});

describe('a discount quote in the cart', () => {
  it("shows a bundle's row as the sum of its products' lines, and a product's as its own", () => {
    const line = (product_id: string, subtotal: number, discount: number, bundle_id?: string) => ({
      product_id,
      subtotal_cents: subtotal,
      discount_cents: discount,
      total_cents: subtotal - discount,
      ...(bundle_id ? { bundle_id } : {}),
    });
    const byItem = discountedItems({
      lines: [line('single', 1500, 160), line('a', 3603, 901, 'b1'), line('b', 1397, 0, 'b1')],
    });
    expect([...byItem.keys()]).toEqual(['single', 'b1']);
    expect(byItem.get('b1')).toEqual({
      product_id: 'b1',
      subtotal_cents: 5000,
      discount_cents: 901,
      total_cents: 4099,
    });
    expect(byItem.get('single')).toEqual(line('single', 1500, 160));
  });
});
