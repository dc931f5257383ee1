import { ANONYMOUS_VIEWER, cardAction, type Viewer } from '../../../lambdas/rules/card-action';

const product = { id: 'p1', coming_soon: false, price: 29 };
const comingSoon = { id: 'p2', coming_soon: true, price: 29 };
const free = { id: 'p3', coming_soon: false, price: 0 };

function viewer(overrides: Partial<Viewer>): Viewer {
  return { ...ANONYMOUS_VIEWER, signedIn: true, ...overrides };
}

describe('card action by state', () => {
  it('offers Notify Me on a coming-soon product when signed out', () => {
    expect(cardAction(comingSoon, ANONYMOUS_VIEWER)).toBe('notify-me');
  });

  it('shows a disabled Coming Soon when signed in, for every role', () => {
    expect(cardAction(comingSoon, viewer({}))).toBe('coming-soon');
    expect(cardAction(comingSoon, viewer({ isAdmin: true }))).toBe('coming-soon');
  });

  it('shows Already Purchased for an owned product', () => {
    expect(cardAction(product, viewer({ ownedProductIds: new Set(['p1']) }))).toBe(
      'already-purchased',
    );
  });

  it('offers Manage Product to admins and to the owning seller only', () => {
    expect(cardAction(product, viewer({ isAdmin: true }))).toBe('manage-product');
    const sold = { ...product, seller_id: 's1' };
    expect(cardAction(sold, viewer({ sellerId: 's1' }))).toBe('manage-product');
    expect(cardAction(sold, viewer({ sellerId: 'other' }))).toBe('add-to-cart');
    // A shop product (no seller) is nobody's, also not a viewer's without a seller record.
    expect(cardAction(product, viewer({ sellerId: null }))).toBe('add-to-cart');
  });

  it("sends a seller to another seller's product page instead of the cart", () => {
    const seller = viewer({ canBuy: false, sellerId: 's-mine' });
    expect(cardAction({ ...product, seller_id: 's-other' }, seller)).toBe('view-details');
    expect(
      cardAction({ id: 'mine', coming_soon: false, price: 29, seller_id: 's-mine' }, seller),
    ).toBe('manage-product');
  });

  it('offers Add to Cart otherwise', () => {
    expect(cardAction(product, ANONYMOUS_VIEWER)).toBe('add-to-cart');
    expect(cardAction(product, viewer({}))).toBe('add-to-cart');
  });

  it('offers Get it free for a product at $0, and the owned state once claimed', () => {
    expect(cardAction(free, ANONYMOUS_VIEWER)).toBe('get-free');
    expect(cardAction(free, viewer({}))).toBe('get-free');
    expect(cardAction(free, viewer({ ownedProductIds: new Set(['p3']) }))).toBe(
      'already-purchased',
    );
    expect(cardAction(free, viewer({ canBuy: false }))).toBe('view-details');
  });
});
