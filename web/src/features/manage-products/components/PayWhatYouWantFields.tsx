import { useId } from 'react';
import type { ProductInput } from '@contracts/manage/products';
import { CHECKBOX_CLASS, FIELD_CLASS, LABEL_CLASS } from '../../../components/form';

interface PayWhatYouWantFieldsProps {
  value: ProductInput;
  errors: Partial<Record<keyof ProductInput, string>>;
  onChange: (next: ProductInput) => void;
}

/**
 * Pay what you want: a minimum (0 or more; 0 also lets buyers get it free), with the price
 * above as the suggested price. Checked with the API's own schema when the form is saved.
 */
export function PayWhatYouWantFields({ value, errors, onChange }: PayWhatYouWantFieldsProps) {
  const ids = { minimum: useId(), help: useId(), error: useId() };
  const on = typeof value.pwyw_minimum === 'number';
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Pricing</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className={CHECKBOX_CLASS}
          checked={on}
          onChange={(event) =>
            onChange({ ...value, pwyw_minimum: event.target.checked ? 0 : null })
          }
        />
        Pay what you want (the price above is the suggested price)
      </label>
      {on && (
        <div className="max-w-xs">
          <label htmlFor={ids.minimum} className={LABEL_CLASS}>
            Minimum price (USD)
          </label>
          <input
            id={ids.minimum}
            type="number"
            min={0}
            step="0.01"
            className={FIELD_CLASS}
            value={String(value.pwyw_minimum ?? 0)}
            aria-invalid={Boolean(errors.pwyw_minimum)}
            aria-describedby={errors.pwyw_minimum ? `${ids.help} ${ids.error}` : ids.help}
            onChange={(event) => onChange({ ...value, pwyw_minimum: Number(event.target.value) })}
          />
          <span id={ids.help} className="mt-1 block text-xs text-slate-600">
            0 means buyers may also get it free.
          </span>
          {errors.pwyw_minimum && (
            <p id={ids.error} className="mt-1 text-sm text-red-700">
              {errors.pwyw_minimum}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
