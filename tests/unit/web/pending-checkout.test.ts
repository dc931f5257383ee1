import {
  PENDING_CHECKOUT_MAX_AGE_MS,
  createPendingCheckout,
  isPendingCheckoutExpired,
  parsePendingCheckout,
} from '../../../web/src/features/cart/pending-checkout';

const NOW = Date.UTC(2026, 0, 15, 12);
const URL_OK = 'https://checkout.stripe.com/c/pay/cs_test_abc';

describe('pending checkout', () => {
  it('round-trips what the cart page saves', () => {
    const saved = createPendingCheckout(URL_OK, [{ id: 'a' }], NOW);
    expect(parsePendingCheckout(JSON.stringify(saved), NOW + 1000)).toEqual({
      timestamp: NOW,
      checkoutUrl: URL_OK,
      items: [{ id: 'a' }],
    });
  });

  it('expires after 24 hours', () => {
    const saved = JSON.stringify(createPendingCheckout(URL_OK, [], NOW));
    expect(parsePendingCheckout(saved, NOW + PENDING_CHECKOUT_MAX_AGE_MS)).not.toBeNull();
    expect(parsePendingCheckout(saved, NOW + PENDING_CHECKOUT_MAX_AGE_MS + 1)).toBeNull();
    expect(isPendingCheckoutExpired(NOW, NOW + 25 * 60 * 60 * 1000)).toBe(true);
    expect(isPendingCheckoutExpired(NOW, NOW + 23 * 60 * 60 * 1000)).toBe(false);
  });

  it.each([
    ['nothing', null],
    ['not JSON', 'nope'],
    ['an array', '[]'],
    [
      'a string timestamp',
      JSON.stringify({ timestamp: String(NOW), checkoutUrl: URL_OK, items: [] }),
    ],
    ['no URL', JSON.stringify({ timestamp: NOW, items: [] })],
    [
      'a script URL',
      JSON.stringify({ timestamp: NOW, checkoutUrl: 'javascript:alert(1)', items: [] }),
    ],
    [
      'items that are not a list',
      JSON.stringify({ timestamp: NOW, checkoutUrl: URL_OK, items: 3 }),
    ],
    [
      'a timestamp far in the future',
      JSON.stringify({ timestamp: NOW + 3_600_000, checkoutUrl: URL_OK, items: [] }),
    ],
  ])('discards %s', (_label, raw) => {
    expect(parsePendingCheckout(raw, NOW)).toBeNull();
  });
});
