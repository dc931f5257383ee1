import { useEffect, useId } from 'react';
import { buttonClass } from '../../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../../components/form';
import { ButtonSpinner } from '../../../components/Spinner';
import { toastFirstError, useZodForm } from '../../../lib/zod-form';
import type { GuestDetails } from '../use-checkout';
import { GUEST_EMAIL_TEXTS, guestEmailForm } from './guest-email-form';

interface GuestEmailFormProps {
  onBack: () => void;
  onSubmit: (details: GuestDetails) => void;
  processing: boolean;
  /** Both acknowledgements ticked. */
  canSubmit: boolean;
}

/** A guest must give an e-mail (receipt and download link go there); the full name is optional. */
export function GuestEmailForm({ onBack, onSubmit, processing, canSubmit }: GuestEmailFormProps) {
  const form = useZodForm(guestEmailForm, { defaultValues: { email: '', fullName: '' } });
  const emailId = useId();
  const nameId = useId();
  const hintId = useId();

  // The form replaces the Checkout button: move focus to where typing starts.
  useEffect(() => form.setFocus('email'), [form]);

  // An invalid address gets the toast, and focus goes back to the field (react-hook-form's
  // shouldFocusError, on by default).
  const submit = form.handleSubmit(
    ({ email, fullName }) => onSubmit(fullName ? { email, fullName } : { email }),
    toastFirstError(['email'], GUEST_EMAIL_TEXTS),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-label="Guest checkout"
    >
      <div>
        <label htmlFor={emailId} className={LABEL_CLASS}>
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          {...form.register('email')}
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          aria-describedby={hintId}
          className={FIELD_CLASS}
        />
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          Your receipt and download link are sent to this address.
        </p>
      </div>
      <div>
        <label htmlFor={nameId} className={LABEL_CLASS}>
          Full Name <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          {...form.register('fullName')}
          id={nameId}
          type="text"
          autoComplete="name"
          className={FIELD_CLASS}
        />
      </div>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'flex-1')}
          onClick={onBack}
          disabled={processing}
        >
          Back
        </button>
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'flex-1')}
          disabled={processing || !canSubmit}
          aria-busy={processing}
        >
          {processing && <ButtonSpinner />}
          Checkout
        </button>
      </div>
    </form>
  );
}
