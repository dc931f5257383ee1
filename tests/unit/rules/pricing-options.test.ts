import fc from 'fast-check';
import { productInputSchema } from '../../../lambdas/contracts/manage/products';
import { discountLines } from '../../../lambdas/rules/discounts';
import {
  PRICING_MESSAGES,
  canClaimFree,
  chosenAmount,
  isDiscountable,
  isFreeProduct,
  minimumCents,
} from '../../../lambdas/rules/pricing-options';

/** Free and pay-what-you-want products: the seller's settings, the buyer's amount, discounts. */
const input = {
  name: 'Flow',
  short_description: '',
  description: '',
  price: 10,
  platform: 'Make' as const,
  category: 'Sales',
  prerequisites: '',
  video_youtube_id: '',
  system_shortname: '',
  system_filename: '',
  active: true,
};

const issues = (value: unknown) =>
  productInputSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe("the seller's settings", () => {
  it('accepts a fixed price, a free product and pay what you want from 0 or more', () => {
    expect(issues(input)).toBeUndefined();
    expect(issues({ ...input, price: 0 })).toBeUndefined();
    expect(issues({ ...input, pwyw_minimum: 0 })).toBeUndefined();
    expect(issues({ ...input, pwyw_minimum: 10 })).toBeUndefined();
    expect(issues({ ...input, pwyw_minimum: null })).toBeUndefined();
  });

  it('refuses a suggested price below the minimum, and a bad minimum, with clear words', () => {
    expect(issues({ ...input, price: 4.99, pwyw_minimum: 5 })).toEqual([
      ['price', PRICING_MESSAGES.suggestedBelowMinimum],
    ]);
    expect(issues({ ...input, pwyw_minimum: -1 })).toEqual([
      ['pwyw_minimum', PRICING_MESSAGES.minimumInvalid],
    ]);
    expect(issues({ ...input, pwyw_minimum: 1.234 })).toEqual([
      ['pwyw_minimum', PRICING_MESSAGES.minimumInvalid],
    ]);
  });
});

describe('free products', () => {
  it('are priced 0 without pay what you want; a minimum of 0 may also be claimed free', () => {
    expect(isFreeProduct({ price: 0 })).toBe(true);
    expect(isFreeProduct({ price: 0, pwyw_minimum: 0 })).toBe(false);
    expect(canClaimFree({ price: 0 })).toBe(true);
    expect(canClaimFree({ price: 5, pwyw_minimum: 0 })).toBe(true);
    expect(canClaimFree({ price: 5, pwyw_minimum: 1 })).toBe(false);
    expect(canClaimFree({ price: 5 })).toBe(false);
  });
});

describe("the buyer's amount", () => {
  const pwyw = { name: 'Tip Jar', price: 15, pwyw_minimum: 5 };

  it('defaults to the suggested price and ignores an amount for a fixed price', () => {
    expect(chosenAmount(pwyw, undefined)).toEqual({ ok: true, cents: 1500 });
    expect(chosenAmount({ name: 'Fixed', price: 20 }, 1)).toEqual({ ok: true, cents: 2000 });
  });

  it('is refused below the minimum and at 0, accepted at or above the minimum', () => {
    expect(chosenAmount(pwyw, 499)).toEqual({
      ok: false,
      message: 'The amount for Tip Jar must be at least $5.00.',
    });
    expect(chosenAmount(pwyw, 500)).toEqual({ ok: true, cents: 500 });
    expect(chosenAmount({ ...pwyw, pwyw_minimum: 0 }, 0)).toEqual({
      ok: false,
      message: PRICING_MESSAGES.amountZero('Tip Jar'),
    });
  });

  it('is never accepted below the minimum, whatever the amounts (property)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (minimum, amount) => {
        const product = { name: 'P', price: minimum / 100, pwyw_minimum: minimum / 100 };
        const chosen = chosenAmount(product, amount);
        if (chosen.ok) {
          expect(chosen.cents).toBeGreaterThanOrEqual(minimumCents(product));
          expect(chosen.cents).toBeGreaterThan(0);
        } else {
          expect(amount < minimum || amount === 0).toBe(true);
        }
      }),
    );
  });
});

describe('discount codes and pay what you want', () => {
  it('never take a pay-what-you-want line below its minimum: it is not discounted at all', () => {
    const products = [
      { id: 'fixed', price: 20 },
      { id: 'pwyw', price: 5, pwyw_minimum: 5 },
    ];
    const discountable = new Set(products.filter(isDiscountable).map((p) => p.id));
    const cart = discountLines(
      products.map((p) => ({ product_id: p.id, subtotal_cents: Math.round(p.price * 100) })),
      { kind: 'percent', percent_off: 100 },
      (line) => discountable.has(line.product_id),
    );
    expect(cart.lines.map((line) => [line.product_id, line.discount_cents])).toEqual([
      ['fixed', 2000],
      ['pwyw', 0],
    ]);
    expect(cart.total_cents).toBe(500);
  });
});
