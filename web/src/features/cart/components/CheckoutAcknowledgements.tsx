import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CHECKBOX_CLASS } from '../../../components/form';

interface CheckoutAcknowledgementsProps {
  understood: boolean;
  agreed: boolean;
  onUnderstoodChange: (value: boolean) => void;
  onAgreedChange: (value: boolean) => void;
  disabled?: boolean;
}

const POLICY_LINK =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/** Checkout needs both boxes ticked. */
export function CheckoutAcknowledgements({
  understood,
  agreed,
  onUnderstoodChange,
  onAgreedChange,
  disabled = false,
}: CheckoutAcknowledgementsProps) {
  const understoodId = useId();
  const agreedId = useId();
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">Before you check out</legend>
      <div className="flex gap-3">
        <input
          id={understoodId}
          type="checkbox"
          checked={understood}
          onChange={(event) => onUnderstoodChange(event.target.checked)}
          className={CHECKBOX_CLASS}
        />
        <label htmlFor={understoodId} className="text-sm text-slate-700">
          I understand that I am buying building instructions and templates that I implement myself,
          not a ready-made service set up for me.
        </label>
      </div>
      <div className="flex gap-3">
        <input
          id={agreedId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgreedChange(event.target.checked)}
          className={CHECKBOX_CLASS}
        />
        <label htmlFor={agreedId} className="text-sm text-slate-700">
          I agree to the{' '}
          <Link
            to="/terms-and-conditions"
            target="_blank"
            rel="noopener noreferrer"
            className={POLICY_LINK}
          >
            Terms and Conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and the{' '}
          <Link
            to="/privacy-policy"
            target="_blank"
            rel="noopener noreferrer"
            className={POLICY_LINK}
          >
            Privacy Policy
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </label>
      </div>
    </fieldset>
  );
}
