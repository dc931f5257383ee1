import {
  CHECKOUT_MESSAGES,
  isPurchasable,
  METADATA_VALUE_LIMIT,
  productIdsFromMetadata,
  productIdsMetadata,
  sessionRef,
  uniqueIds,
  yearMonthOf,
} from '../../../lambdas/rules/checkout';
import { toCents } from '../../../lambdas/rules/money';

describe('checkout rules', () => {
  it('words the messages as the contract says', () => {
    expect(CHECKOUT_MESSAGES.unavailable(['A', 'B'])).toBe(
      'Some items are no longer available: A, B',
    );
    expect(CHECKOUT_MESSAGES.alreadyOwned(['A'])).toBe(
      'You already own: A. Remove them from your cart to continue.',
    );
    expect(CHECKOUT_MESSAGES.requiresLogin).toBe(
      'An account exists for this email. Please sign in to complete your purchase.',
    );
  });

  it('sells only active products that are available for purchase', () => {
    expect(isPurchasable({ active: true, available_for_purchase: true })).toBe(true);
    expect(isPurchasable({ active: false, available_for_purchase: true })).toBe(false);
    expect(isPurchasable({ active: true, available_for_purchase: false })).toBe(false);
    expect(isPurchasable(undefined)).toBe(false);
  });

  it('keeps the first occurrence of each id', () => {
    expect(uniqueIds(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });

  it('fits product ids into Stripe metadata values of at most 500 characters', () => {
    const ids = Array.from({ length: 50 }, (_, index) => `${index}`.padStart(36, '0'));
    const metadata = productIdsMetadata(ids);
    expect(Object.keys(metadata)[0]).toBe('product_ids');
    expect(Object.keys(metadata).length).toBeGreaterThan(1);
    for (const value of Object.values(metadata)) {
      expect(value.length).toBeLessThanOrEqual(METADATA_VALUE_LIMIT);
    }
    expect(productIdsFromMetadata(metadata)).toEqual(ids);
    expect(productIdsMetadata(['a', 'b'])).toEqual({ product_ids: 'a,b' });
    expect(productIdsFromMetadata(null)).toEqual([]);
  });

  it('counts cents exactly', () => {
    expect(toCents(49.99)).toBe(4999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('names the month of a sale and never logs a usable session id', () => {
    expect(yearMonthOf('2026-05-31T23:59:59.999Z')).toBe('2026-05');
    const id = 'cs_live_0123456789abcdef0123456789abcdef';
    expect(sessionRef(id)).not.toContain(id.slice(8, 30));
    expect(sessionRef(id).startsWith('cs_live_')).toBe(true);
  });
});
