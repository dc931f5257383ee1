import { useId } from 'react';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { parseCommission } from './payout-text';

/** A percentage with up to two decimals (12.5 = 12.5%), checked as it is typed. */
export function CommissionField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { error } = parseCommission(value);
  return (
    <div className="w-44">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className={`${FIELD_CLASS} pr-8`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-[calc(50%+0.1875rem)] right-3 -translate-y-1/2 text-sm text-slate-500"
        >
          %
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
