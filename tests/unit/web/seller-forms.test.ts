import type { ManagedProductDetail } from '../../../lambdas/contracts/manage/products';
import { DISCOUNT_SCOPE_MESSAGES } from '../../../lambdas/contracts/discounts';
import { DISCOUNT_MESSAGES } from '../../../lambdas/rules/discounts';
import {
  discountCodeForm,
  EMPTY_DISCOUNT_CODE_FORM,
  fieldError,
  fieldOfServerMessage,
} from '../../../web/src/features/discount-codes/discount-code-form';
import { withFlags } from '../../../web/src/features/manage-products/flag-mutation';

function detailWith(flags: { available_for_purchase: boolean; coming_soon: boolean }) {
  return { product: { id: 'p1', featured: false, ...flags } } as unknown as ManagedProductDetail;
}

describe('a shop switch shown ahead of the answer', () => {
  it('applies the change and the server rule that available and coming soon exclude each other', () => {
    const comingSoon = detailWith({ available_for_purchase: false, coming_soon: true });
    expect(withFlags(comingSoon, { available_for_purchase: true }).product).toMatchObject({
      available_for_purchase: true,
      coming_soon: false,
    });
    const available = detailWith({ available_for_purchase: true, coming_soon: false });
    expect(withFlags(available, { coming_soon: true }).product).toMatchObject({
      available_for_purchase: false,
      coming_soon: true,
    });
    expect(withFlags(available, { available_for_purchase: false }).product).toMatchObject({
      available_for_purchase: false,
      coming_soon: false,
    });
    // The screen's copy is replaced, never changed in place (the rollback keeps the old one).
    expect(available.product.available_for_purchase).toBe(true);
  });
});

describe('the discount code dialog', () => {
  it('sends "all my products" and refuses it together with chosen products', () => {
    const base = { ...EMPTY_DISCOUNT_CODE_FORM, code: 'MINE10', value: '10' };
    expect(discountCodeForm.parse({ ...base, all_my_products: true })).toMatchObject({
      all_my_products: true,
      product_ids: [],
    });
    const both = discountCodeForm.safeParse({ ...base, all_my_products: true, product_ids: ['p'] });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]).toMatchObject({
      path: ['product_ids'],
      message: DISCOUNT_SCOPE_MESSAGES.productsOrAll,
    });
  });

  it("shows the schema's errors beside the dialog's own fields", () => {
    const errors = {
      percent_off: { message: 'The percentage must be between 1 and 100' },
      expires_at: { message: 'The expiry date must be in the future' },
    };
    expect(fieldError(errors, 'value')).toBe('The percentage must be between 1 and 100');
    expect(fieldError(errors, 'expires')).toBe('The expiry date must be in the future');
    expect(fieldError(errors, 'code')).toBeUndefined();
  });

  it("puts the server's refusals on the field they are about, others on the form", () => {
    expect(fieldOfServerMessage(DISCOUNT_MESSAGES.codeTaken)).toBe('code');
    expect(fieldOfServerMessage(DISCOUNT_SCOPE_MESSAGES.chooseProducts)).toBe('product_ids');
    expect(fieldOfServerMessage('Product Not Found')).toBe('product_ids');
    expect(fieldOfServerMessage('Payment provider unavailable')).toBeUndefined();
  });
});
