import { useId, useState } from 'react';
import { formatUsd } from '@rules/money';
import { FIELD_CLASS } from '../../components/form';

interface AmountFieldProps {
  item: { id: string; name: string; price: number; pwyw_minimum?: number | null };
  onAmount: (id: string, price: number) => void;
  disabled?: boolean;
  /** Shown at least once the field is left: below the minimum is refused here and on the server. */
  label?: string;
}

/** Whole cents of a typed amount, or null when it is not one ("12", "12.5", "12.50"). */
function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100) / 100;
}

/**
 * A pay-what-you-want line's amount: prefilled with the suggested price, kept only at or above
 * the minimum (below it, or not a number, the field says so and the line keeps its last amount).
 */
export function AmountField({ item, onAmount, disabled = false, label }: AmountFieldProps) {
  const id = useId();
  const hintId = useId();
  const minimum = item.pwyw_minimum ?? 0;
  const [text, setText] = useState(item.price.toFixed(2));
  const amount = parseAmount(text);
  const problem =
    amount === null
      ? 'Enter an amount in USD, e.g. 12.50.'
      : amount < minimum
        ? `The amount must be at least ${formatUsd(minimum)}.`
        : amount === 0
          ? 'Use "Get it free" on the product page for $0.'
          : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label ?? `Your price for ${item.name}`}
      </label>
      <div className="flex items-center gap-1">
        <span aria-hidden="true" className="text-slate-600">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          value={text}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={hintId}
          className={`${FIELD_CLASS} mt-0 w-24 text-right`}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseAmount(event.target.value);
            if (next !== null && next >= minimum && next > 0) onAmount(item.id, next);
          }}
        />
      </div>
      <p id={hintId} className={`text-xs ${problem ? 'text-red-700' : 'text-slate-600'}`}>
        {problem ?? `Pay what you want, minimum ${formatUsd(minimum)}`}
      </p>
    </div>
  );
}
