import { useState } from 'react';
import { FIELD } from './field-class';

interface PriceFieldProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}

/**
 * A price bound in USD, applied when the shopper leaves the field or presses Enter, so a
 * half-typed number neither asks the API nor adds history entries.
 */
export function PriceField({ label, value, onCommit }: PriceFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under us (Back, Clear filters): show its value.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <div className="relative sm:w-32">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
        $
      </span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        aria-label={label}
        placeholder={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className={`${FIELD} pr-3 pl-7`}
      />
    </div>
  );
}
