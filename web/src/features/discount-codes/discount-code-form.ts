import { z } from 'zod';
import {
  createDiscountCodeBody,
  DISCOUNT_SCOPE_MESSAGES,
  type CreateDiscountCodeInput,
} from '@contracts/discounts';
import { MANAGE_MESSAGES } from '@contracts/manage/products';
import { DISCOUNT_MESSAGES } from '@rules/discounts';

/**
 * The create dialog's fields as the form holds them (text inputs, dollars, a date), turned into
 * the API's body and checked with the API's own schema, so the dialog refuses what the server
 * would, with the same messages.
 */
const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

export const discountCodeForm = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'amount']),
    value: z.string(),
    product_ids: z.array(z.string()),
    all_my_products: z.boolean(),
    /** `YYYY-MM-DD`: the code works until the end of that day (the buyer's local time). */
    expires: z.string(),
    limit: z.string(),
  })
  .transform((form): CreateDiscountCodeInput => ({
    code: form.code,
    kind: form.kind,
    ...(form.kind === 'percent'
      ? { percent_off: optionalNumber(form.value) }
      : {
          amount_off_cents:
            form.value.trim() === '' ? undefined : Math.round(Number(form.value) * 100),
        }),
    product_ids: form.product_ids,
    all_my_products: form.all_my_products,
    expires_at: form.expires ? new Date(`${form.expires}T23:59:59`).toISOString() : null,
    max_redemptions: optionalNumber(form.limit) ?? null,
  }))
  .pipe(createDiscountCodeBody);

export type DiscountCodeFormInput = z.input<typeof discountCodeForm>;

export const EMPTY_DISCOUNT_CODE_FORM: DiscountCodeFormInput = {
  code: '',
  kind: 'percent',
  value: '',
  product_ids: [],
  all_my_products: false,
  expires: '',
  limit: '',
};

/** The dialog's fields, each shown with its own error beside it. */
export type DiscountFormField = 'code' | 'value' | 'product_ids' | 'expires' | 'limit';

/** The API body's fields (where the schema files its errors) as the dialog's fields. */
const FIELD_OF_PATH: Readonly<Record<string, DiscountFormField>> = {
  code: 'code',
  kind: 'value',
  value: 'value',
  percent_off: 'value',
  amount_off_cents: 'value',
  product_ids: 'product_ids',
  all_my_products: 'product_ids',
  expires: 'expires',
  expires_at: 'expires',
  limit: 'limit',
  max_redemptions: 'limit',
};

/**
 * The message to show beside a field: the schema files the body's errors under the API's names
 * (percent_off, expires_at...), the server's under the dialog's own; both land on one field.
 */
export function fieldError(
  errors: Readonly<Record<string, { message?: unknown } | undefined>>,
  field: DiscountFormField,
): string | undefined {
  for (const [path, error] of Object.entries(errors)) {
    if (FIELD_OF_PATH[path] !== field) continue;
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return undefined;
}

/** The field a server's 4xx message is about, when it is about one (else the whole form). */
export function fieldOfServerMessage(message: string): DiscountFormField | undefined {
  if (message === DISCOUNT_MESSAGES.codeTaken) return 'code';
  const products: string[] = [
    DISCOUNT_SCOPE_MESSAGES.chooseProducts,
    DISCOUNT_SCOPE_MESSAGES.productsOrAll,
    MANAGE_MESSAGES.productNotFound,
  ];
  if (products.includes(message)) return 'product_ids';
  return undefined;
}
