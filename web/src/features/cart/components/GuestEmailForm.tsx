import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isValidEmail } from '@rules/validation';
import { buttonClass } from '../../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../../components/form';
import { ButtonSpinner } from '../../../components/Spinner';
import type { GuestDetails } from '../use-checkout';

interface GuestEmailFormProps {
  onBack: () => void;
  onSubmit: (details: GuestDetails) => void;
  processing: boolean;
  /** Both acknowledgements ticked. */
  canSubmit: boolean;
}

/** Spec: a guest must give an e-mail (receipt and download link go there); full name optional. */
export function GuestEmailForm({ onBack, onSubmit, processing, canSubmit }: GuestEmailFormProps) {
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const nameId = useId();
  const hintId = useId();

  // The form replaces the Checkout button: move focus to where typing starts.
  useEffect(() => emailRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !isValidEmail(trimmed)) {
      toast.error('Invalid email', { description: 'Please enter a valid email address.' });
      emailRef.current?.focus();
      return;
    }
    const name = fullName.trim();
    onSubmit(name ? { email: trimmed, fullName: name } : { email: trimmed });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Guest checkout">
      <div>
        <label htmlFor={emailId} className={LABEL_CLASS}>
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          ref={emailRef}
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          aria-describedby={hintId}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
          id={nameId}
          type="text"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
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
