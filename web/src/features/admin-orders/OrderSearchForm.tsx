import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../components/button';
import { INPUT_CLASS } from '../../components/fields';
import { firstErrorMessage, useZodForm } from '../../lib/zod-form';
import {
  formValuesOf,
  ORDER_SEARCH_FIELDS,
  orderSearchForm,
  type OrdersSearch,
} from './order-search';

const LABEL = 'text-sm font-medium text-slate-700';

/** Typing pauses this long before the list follows it (one request per pause, not per key). */
export const SEARCH_AS_YOU_TYPE_MS = 350;

/**
 * Search by order id, invoice number, session id, buyer e-mail or product id, within a period:
 * as the admin types (after a pause), on Enter or with the button. The search shown is the
 * address's: Back or a link that changes it refills the fields.
 */
export function OrderSearchForm({
  search,
  onSearch,
}: {
  search: OrdersSearch;
  /** `typed`: from typing, so the address is replaced rather than a history entry per pause. */
  onSearch: (search: OrdersSearch, typed?: boolean) => void;
}) {
  const id = useId();
  const form = useZodForm(orderSearchForm, { defaultValues: formValuesOf(search) });
  const { reset } = form;
  const { q, from, to } = search;
  useEffect(() => reset(formValuesOf({ q, from, to })), [reset, q, from, to]);
  const problem = firstErrorMessage(form.formState.errors, ORDER_SEARCH_FIELDS);
  const errorId = `${id}-error`;
  const described = problem ? errorId : undefined;
  const submit = form.handleSubmit((values) => onSearch(values));
  const latest = useRef({ submitTyped: form.handleSubmit((values) => onSearch(values, true)) });
  latest.current.submitTyped = form.handleSubmit((values) => onSearch(values, true));
  const typed = form.watch('q');
  useEffect(() => {
    // The address's own search (after Back or a reset) is not a new one.
    if (typed.trim() === (q ?? '')) return undefined;
    const timer = setTimeout(() => void latest.current.submitTyped(), SEARCH_AS_YOU_TYPE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
    >
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className={LABEL}>
            Search
          </label>
          <input
            {...form.register('q')}
            id={`${id}-q`}
            type="search"
            maxLength={254}
            placeholder="Order id, invoice number, session id, buyer e-mail or product id"
            aria-describedby={described}
            className={INPUT_CLASS}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className={LABEL}>
            From
          </label>
          <input
            {...form.register('from')}
            id={`${id}-from`}
            type="date"
            aria-describedby={described}
            className={INPUT_CLASS}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className={LABEL}>
            To
          </label>
          <input
            {...form.register('to')}
            id={`${id}-to`}
            type="date"
            aria-invalid={form.formState.errors.to ? true : undefined}
            aria-describedby={described}
            className={INPUT_CLASS}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'md')}>
          Search
        </button>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
