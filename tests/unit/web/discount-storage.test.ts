import {
  discountCodeOfLink,
  parseDiscountCode,
} from '../../../web/src/features/cart/discount-storage';

describe('the cart discount code kept in the browser', () => {
  it('keeps a code trimmed and upper-cased, and nothing that cannot be one', () => {
    expect(parseDiscountCode('  spring-25 ')).toBe('SPRING-25');
    expect(parseDiscountCode('')).toBeNull();
    expect(parseDiscountCode(null)).toBeNull();
    expect(parseDiscountCode('two words')).toBeNull();
    expect(parseDiscountCode('<script>')).toBeNull();
    expect(parseDiscountCode('A'.repeat(41))).toBeNull();
  });

  it("reads a shared link's ?code=", () => {
    expect(discountCodeOfLink('?code=summer_10&utm=x')).toBe('SUMMER_10');
    expect(discountCodeOfLink('?utm=x')).toBeNull();
    expect(discountCodeOfLink('?code=%20')).toBeNull();
  });
});
