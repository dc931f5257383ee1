import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { CreateDiscountCodeInput } from '@contracts/discounts';
import { buttonClass } from '../../components/button';
import { Dialog } from '../../components/Dialog';
import { DialogFormActions } from '../../components/DialogFormActions';
import { CHECKBOX_CLASS, FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useZodForm } from '../../lib/zod-form';
import { createDiscountCode, useCodeProducts, type DiscountArea } from './discount-codes-api';
import {
  discountCodeForm,
  EMPTY_DISCOUNT_CODE_FORM,
  fieldError,
  fieldOfServerMessage,
  type DiscountFormField,
} from './discount-code-form';

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

/**
 * "New discount code": the code, a percentage or a fixed amount, the products it is for (the
 * admin may leave them all unticked for a shop-wide code; a seller picks among their own), an
 * optional expiry date and usage limit.
 */
export function CreateDiscountCodeDialog({ area }: { area: DiscountArea }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useZodForm(discountCodeForm, { defaultValues: EMPTY_DISCOUNT_CODE_FORM });
  const products = useCodeProducts();
  const kind = form.watch('kind');
  const allMine = form.watch('all_my_products');
  const ids = {
    code: useId(),
    value: useId(),
    expires: useId(),
    limit: useId(),
    products: useId(),
  };
  const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  const errorOf = (field: DiscountFormField) => fieldError(errors, field);
  const errorId = (field: DiscountFormField) =>
    `${ids[field === 'product_ids' ? 'products' : field]}-error`;
  /** A field's error beside it, tied to the input for screen readers. */
  const described = (field: DiscountFormField) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

  const mutation = useMutation({
    mutationFn: (body: CreateDiscountCodeInput) => createDiscountCode(area, body),
    onSuccess: async (created) => {
      toast.success(`Discount code ${created.code} created`);
      form.reset(EMPTY_DISCOUNT_CODE_FORM);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.discountCodes.all });
    },
    onError: (error) => {
      // A refusal about one field shows beside it; anything else above the buttons.
      const message =
        error instanceof ApiError && error.message ? error.message : 'Something went wrong';
      const field =
        error instanceof ApiError && error.status < 500 && fieldOfServerMessage(message);
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      else form.setError('root.server', { type: 'server', message });
    },
  });
  const submit = form.handleSubmit((body) => {
    if (!mutation.isPending) mutation.mutate(body);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) setOpen(next);
      }}
      trigger={
        <button type="button" className={buttonClass('primary', 'sm')}>
          New discount code
        </button>
      }
      title="New discount code"
      description={
        area === 'admin'
          ? 'Leave every product unticked for a code that works on the whole shop.'
          : 'A code works on the products you tick, or on all of yours.'
      }
      maxWidth="max-w-lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div>
          <label htmlFor={ids.code} className={LABEL_CLASS}>
            Code
          </label>
          <input
            {...form.register('code')}
            id={ids.code}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            className={FIELD_CLASS}
            {...described('code')}
          />
          <FieldError id={errorId('code')} text={errorOf('code')} />
        </div>
        <fieldset>
          <legend className={LABEL_CLASS}>Discount</legend>
          <div className="mt-1.5 flex gap-4 text-sm text-slate-800">
            <label className="flex items-center gap-2">
              <input type="radio" value="percent" {...form.register('kind')} />
              Percentage
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="amount" {...form.register('kind')} />
              Fixed amount (USD)
            </label>
          </div>
        </fieldset>
        <div>
          <label htmlFor={ids.value} className={LABEL_CLASS}>
            {kind === 'percent' ? 'Percent off (1 to 100)' : 'Amount off in USD'}
          </label>
          <input
            {...form.register('value')}
            id={ids.value}
            inputMode="decimal"
            autoComplete="off"
            className={FIELD_CLASS}
            {...described('value')}
          />
          <FieldError id={errorId('value')} text={errorOf('value')} />
        </div>
        <fieldset {...described('product_ids')}>
          <legend className={LABEL_CLASS}>Products</legend>
          {area === 'seller' && (
            <label className="mt-1.5 flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className={CHECKBOX_CLASS}
                {...form.register('all_my_products', {
                  onChange: () => form.setValue('product_ids', []),
                })}
              />
              <span>
                All my products
                <span className="block text-xs text-slate-600">
                  Including products you list later.
                </span>
              </span>
            </label>
          )}
          {products.isPending && <p className="mt-1.5 text-sm text-slate-600">Loading products…</p>}
          {products.data && products.data.products.length === 0 && (
            <p className="mt-1.5 text-sm text-slate-600">No products yet.</p>
          )}
          {products.data && products.data.products.length > 0 && !allMine && (
            <ul className="mt-1.5 max-h-40 space-y-1.5 overflow-y-auto rounded-lg border border-slate-200 p-2">
              {products.data.products.map((product) => (
                <li key={product.id}>
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      value={product.id}
                      className={CHECKBOX_CLASS}
                      {...form.register('product_ids')}
                    />
                    {product.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <FieldError id={errorId('product_ids')} text={errorOf('product_ids')} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.expires} className={LABEL_CLASS}>
              Expires after (optional)
            </label>
            <input
              {...form.register('expires')}
              id={ids.expires}
              type="date"
              className={FIELD_CLASS}
              {...described('expires')}
            />
            <FieldError id={errorId('expires')} text={errorOf('expires')} />
          </div>
          <div>
            <label htmlFor={ids.limit} className={LABEL_CLASS}>
              Usage limit (optional)
            </label>
            <input
              {...form.register('limit')}
              id={ids.limit}
              inputMode="numeric"
              autoComplete="off"
              className={FIELD_CLASS}
              {...described('limit')}
            />
            <FieldError id={errorId('limit')} text={errorOf('limit')} />
          </div>
        </div>
        {form.formState.errors.root?.server?.message && (
          <p role="alert" className="text-sm text-red-700">
            {form.formState.errors.root.server.message}
          </p>
        )}
        <DialogFormActions pending={mutation.isPending} submitLabel="Create code" />
      </form>
    </Dialog>
  );
}
