import { z } from 'zod';
import { createDiscountCodeBody, type CreateDiscountCodeInput } from '@contracts/discounts';

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
  expires: '',
  limit: '',
};

/** The order the dialog shows its fields in, for the first error's toast. */
export const DISCOUNT_FORM_FIELDS = [
  'code',
  'kind',
  'percent_off',
  'amount_off_cents',
  'value',
  'product_ids',
  'expires_at',
  'max_redemptions',
] as const;
