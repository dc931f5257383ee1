import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { CreateDiscountCodeInput } from '@contracts/discounts';
import { buttonClass } from '../../components/button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { CHECKBOX_CLASS, FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { ButtonSpinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { toastFirstError, useZodForm } from '../../lib/zod-form';
import { createDiscountCode, useCodeProducts, type DiscountArea } from './discount-codes-api';
import {
  DISCOUNT_FORM_FIELDS,
  discountCodeForm,
  EMPTY_DISCOUNT_CODE_FORM,
} from './discount-code-form';

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
  const ids = { code: useId(), value: useId(), expires: useId(), limit: useId() };

  const mutation = useMutation({
    mutationFn: (body: CreateDiscountCodeInput) => createDiscountCode(area, body),
    onSuccess: async (created) => {
      toast.success(`Discount code ${created.code} created`);
      form.reset(EMPTY_DISCOUNT_CODE_FORM);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.discountCodes.all });
    },
    onError: (error) => {
      toast.error('Error', {
        description:
          error instanceof ApiError && error.message ? error.message : 'Something went wrong',
      });
    },
  });
  const submit = form.handleSubmit((body) => {
    if (!mutation.isPending) mutation.mutate(body);
  }, toastFirstError(DISCOUNT_FORM_FIELDS));

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
          : 'A code works on the products you tick, all of them your own.'
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
          />
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
          />
        </div>
        <fieldset>
          <legend className={LABEL_CLASS}>Products</legend>
          {products.isPending && <p className="mt-1.5 text-sm text-slate-600">Loading products…</p>}
          {products.data && products.data.products.length === 0 && (
            <p className="mt-1.5 text-sm text-slate-600">No products yet.</p>
          )}
          {products.data && products.data.products.length > 0 && (
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
            />
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
            />
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={mutation.isPending}
            >
              Cancel
            </button>
          </DialogClose>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending && <ButtonSpinner />}
            Create code
          </button>
        </div>
      </form>
    </Dialog>
  );
}
