import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { DialogClose } from './Dialog';
import { ButtonSpinner } from './Spinner';

interface DialogFormActionsProps {
  /** The form is being sent: both buttons wait, the submit one shows a spinner. */
  pending: boolean;
  submitLabel: ReactNode;
  tone?: 'primary' | 'danger';
  /** A dialog that closes itself (state of its own) cancels through this; others use Radix's close. */
  onCancel?: () => void;
}

/** A dialog form's Cancel and submit buttons: stacked on a phone (submit on top), in a row beside. */
export function DialogFormActions({
  pending,
  submitLabel,
  tone = 'primary',
  onCancel,
}: DialogFormActionsProps) {
  const cancel = (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={onCancel}
      disabled={pending}
    >
      Cancel
    </button>
  );
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <button type="submit" className={buttonClass(tone)} disabled={pending} aria-busy={pending}>
        {pending && <ButtonSpinner />}
        {submitLabel}
      </button>
    </div>
  );
}
