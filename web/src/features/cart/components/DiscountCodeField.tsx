import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { DiscountQuote } from '@contracts/discounts';
import { formatCents } from '@rules/money';
import { buttonClass } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/fields';
import { ButtonSpinner } from '../../../components/Spinner';

interface DiscountCodeFieldProps {
  quote: DiscountQuote | null;
  /** The code kept with the cart; without a quote it is being checked or could not be. */
  pendingCode: string | null;
  error: string | null;
  checking: boolean;
  disabled?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  onRetry: () => void;
  onEdit: () => void;
}

/** The cart's "Discount code" field: apply a code, see it applied, or read why not. */
export function DiscountCodeField({
  quote,
  pendingCode,
  error,
  checking,
  disabled = false,
  onApply,
  onRemove,
  onRetry,
  onEdit,
}: DiscountCodeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [code, setCode] = useState('');

  if (quote) {
    return (
      <div
        role="status"
        className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      >
        <span>
          Code <strong className="font-semibold">{quote.code}</strong> applied:{' '}
          {formatCents(quote.discount_cents)} off
        </span>
        <SmallGhostButton onClick={onRemove} disabled={disabled}>
          Remove
        </SmallGhostButton>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className={INPUT_CLASS}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) onEdit();
          }}
          disabled={disabled}
        />
        <button
          type="submit"
          className={buttonClass('secondary', 'md', 'shrink-0')}
          disabled={disabled || checking || !code.trim()}
          aria-busy={checking}
        >
          {checking && <ButtonSpinner />}
          Apply
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {pendingCode && !checking && (
        // Kept with the cart although it could not be checked (network, busy server): checkout
        // still sends it, and the shopper can check again or drop it.
        <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
          <span>
            Code <strong className="font-semibold">{pendingCode}</strong> is kept with your cart.
          </span>
          <span className="flex gap-1">
            <SmallGhostButton onClick={onRetry} disabled={disabled}>
              Check again
            </SmallGhostButton>
            <SmallGhostButton onClick={onRemove} disabled={disabled}>
              Remove
            </SmallGhostButton>
          </span>
        </div>
      )}
    </form>
  );
}

/** The field's small secondary actions (Remove, Check again). */
function SmallGhostButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm')}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
