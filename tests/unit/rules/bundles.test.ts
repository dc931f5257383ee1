import fc from 'fast-check';
import {
  allocateCents,
  bundlePrice,
  bundleProblem,
  isBundleable,
  type BundlePart,
} from '../../../lambdas/rules/bundles';

const parts: BundlePart[] = [
  { id: 'a', list_cents: 2900 },
  { id: 'b', list_cents: 4900 },
  { id: 'c', list_cents: 1900 },
];

describe('bundlePrice', () => {
  it('charges the bundle price and shows its saving when nothing is owned', () => {
    const price = bundlePrice({ price_cents: 7900, floor_cents: 2000 }, parts, new Set());
    expect(price).toEqual({
      value_cents: 9700,
      owned_cents: 0,
      price_cents: 7900,
      granted_ids: ['a', 'b', 'c'],
      owned_ids: [],
      saving_cents: 1800,
    });
  });

  it('takes off the list prices of owned products', () => {
    const price = bundlePrice({ price_cents: 7900, floor_cents: 2000 }, parts, new Set(['a']));
    expect(price.price_cents).toBe(5000);
    expect(price.owned_cents).toBe(2900);
    expect(price.granted_ids).toEqual(['b', 'c']);
    expect(price.owned_ids).toEqual(['a']);
    expect(price.saving_cents).toBe(4900 + 1900 - 5000);
  });

  it('never goes below the floor', () => {
    const price = bundlePrice({ price_cents: 7900, floor_cents: 4000 }, parts, new Set(['a', 'b']));
    expect(price.price_cents).toBe(4000);
    expect(price.granted_ids).toEqual(['c']);
    // Paying more than the one product's list price: no saving, never a negative one.
    expect(price.saving_cents).toBe(0);
  });

  it('grants nothing when every product is owned', () => {
    const price = bundlePrice(
      { price_cents: 7900, floor_cents: 100 },
      parts,
      new Set(['a', 'b', 'c']),
    );
    expect(price.granted_ids).toEqual([]);
    expect(price.price_cents).toBe(100);
  });

  it('holds its invariants for any bundle and ownership', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 2, maxLength: 20 }),
        fc.integer({ min: 50, max: 1_000_000 }),
        fc.integer({ min: 50, max: 1_000_000 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (prices, a, b, ownedFlags) => {
          const terms = { price_cents: Math.max(a, b), floor_cents: Math.min(a, b) };
          const list = prices.map((cents, index) => ({ id: `p${index}`, list_cents: cents }));
          const owned = new Set(list.filter((_, i) => ownedFlags[i]).map((part) => part.id));
          const price = bundlePrice(terms, list, owned);
          const ownedCents = list
            .filter((part) => owned.has(part.id))
            .reduce((sum, part) => sum + part.list_cents, 0);
          expect(price.price_cents).toBe(
            Math.max(terms.floor_cents, terms.price_cents - ownedCents),
          );
          expect(price.price_cents).toBeGreaterThanOrEqual(terms.floor_cents);
          expect(price.price_cents).toBeLessThanOrEqual(terms.price_cents);
          expect(price.granted_ids.length + price.owned_ids.length).toBe(list.length);
          expect(price.saving_cents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('allocateCents', () => {
  it('splits in proportion to list prices, the cents left to the largest remainders', () => {
    // 5000 over 4900 and 1900: exact shares 3602.94 and 1397.05; the cent goes to the first.
    expect(
      allocateCents(5000, [
        { id: 'b', list_cents: 4900 },
        { id: 'c', list_cents: 1900 },
      ]),
    ).toEqual({ b: 3603, c: 1397 });
  });

  it('gives ties to the earlier product and shares equally when every price is zero', () => {
    const even = [
      { id: 'x', list_cents: 100 },
      { id: 'y', list_cents: 100 },
      { id: 'z', list_cents: 100 },
    ];
    expect(allocateCents(100, even)).toEqual({ x: 34, y: 33, z: 33 });
    expect(
      allocateCents(101, [
        { id: 'x', list_cents: 0 },
        { id: 'y', list_cents: 0 },
      ]),
    ).toEqual({ x: 51, y: 50 });
    expect(allocateCents(500, [])).toEqual({});
  });

  it('adds up to the total exactly, each share within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 25 }),
        (total, weights) => {
          const list = weights.map((cents, index) => ({ id: `p${index}`, list_cents: cents }));
          const shares = allocateCents(total, list);
          const values = list.map((part) => shares[part.id] ?? Number.NaN);
          expect(values.reduce((sum, cents) => sum + cents, 0)).toBe(total);
          const weightSum = weights.reduce((sum, w) => sum + w, 0);
          list.forEach((part, index) => {
            const share = values[index] ?? 0;
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            const exact =
              weightSum > 0 ? (total * part.list_cents) / weightSum : total / list.length;
            expect(Math.abs(share - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('bundleProblem', () => {
  it('says why a bundle cannot be sold', () => {
    expect(bundleProblem({ listed: true }, [true, true])).toBeUndefined();
    expect(bundleProblem({ listed: false }, [true, true])).toBe('unlisted');
    expect(bundleProblem({ listed: true }, [true, false])).toBe('productUnavailable');
  });
});

describe('isBundleable', () => {
  const listed = {
    active: true,
    available_for_purchase: true,
    has_published_version: true,
    coming_soon: false,
  };

  it('takes only products shoppers can see and buy', () => {
    expect(isBundleable(listed)).toBe(true);
    expect(isBundleable(undefined)).toBe(false);
    expect(isBundleable({ ...listed, active: false })).toBe(false);
    expect(isBundleable({ ...listed, available_for_purchase: false, coming_soon: true })).toBe(
      false,
    );
    expect(isBundleable({ ...listed, has_published_version: false })).toBe(false);
    expect(isBundleable({ ...listed, retired_at: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });
});
