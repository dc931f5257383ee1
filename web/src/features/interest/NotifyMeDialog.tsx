import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { INTEREST_MESSAGES } from '@contracts/interest';
import { isValidEmail } from '@rules/validation';
import { buttonClass } from '../../components/button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { ApiError, callApi } from '../../lib/api-client';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { ButtonSpinner } from '../../components/Spinner';
import { interestErrorMessage } from './messages';

interface NotifyMeDialogProps {
  product: { id: string; name: string };
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  /** Open on mount: NotifyMeButton mounts the dialog when its trigger is first clicked. */
  initiallyOpen?: boolean;
}

interface InterestRequest {
  productId: string;
  name: string;
  email: string;
  honeypot: string;
}

/**
 * 'Notify me when available' (spec, dialogs and section 5): name and email, checked here before
 * the call, plus a honeypot field people never see or reach, which bots fill.
 */
export function NotifyMeDialog({ product, trigger, initiallyOpen = false }: NotifyMeDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const ids = { name: useId(), email: useId(), honeypot: useId() };

  const mutation = useMutation({
    mutationFn: (body: InterestRequest) => callApi('POST /api/notify-product-interest', { body }),
    onSuccess: (response) => {
      toast.success('Interest registered!', {
        description: response.message || INTEREST_MESSAGES.registered,
      });
      setName('');
      setEmail('');
      setHoneypot('');
      setOpen(false);
    },
    onError: (error) => {
      toast.error('Error', {
        description: interestErrorMessage(error instanceof ApiError ? error.message : undefined),
      });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = name.trim();
    const trimmedEmail = email.trim();
    if (!trimmedName || !trimmedEmail) {
      toast.error('Required fields missing', {
        description: 'Please fill in both your name and email address.',
      });
      return;
    }
    if (!isValidEmail(trimmedEmail)) {
      toast.error('Invalid email', { description: 'Please enter a valid email address.' });
      return;
    }
    mutation.mutate({ productId: product.id, name: trimmedName, email: trimmedEmail, honeypot });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) setOpen(next);
      }}
      trigger={trigger}
      title="Notify me when available"
      description={
        <>
          Leave your name and email and we will let you know as soon as{' '}
          <span className="font-medium text-slate-800">{product.name}</span> is available.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={ids.name} className={LABEL_CLASS}>
            Name
          </label>
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={FIELD_CLASS}
          />
        </div>
        <div>
          <label htmlFor={ids.email} className={LABEL_CLASS}>
            Email
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={FIELD_CLASS}
          />
        </div>
        {/* Honeypot: off-screen, skipped by keyboard and screen readers; must stay empty. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={ids.honeypot}>Leave this field empty</label>
          <input
            id={ids.honeypot}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={mutation.isPending}
            >
              Cancel
            </button>
          </DialogClose>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending && <ButtonSpinner />}
            Notify Me
          </button>
        </div>
      </form>
    </Dialog>
  );
}
