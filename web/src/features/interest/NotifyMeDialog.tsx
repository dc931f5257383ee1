import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { INTEREST_MESSAGES, notifyInterestBody } from '@contracts/interest';
import { Dialog } from '../../components/Dialog';
import { DialogFormActions } from '../../components/DialogFormActions';
import { ApiError, callApi } from '../../lib/api-client';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { toastFirstError, useZodForm } from '../../lib/zod-form';
import { interestErrorMessage } from './messages';

interface NotifyMeDialogProps {
  product: { id: string; name: string };
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  /** Open on mount: NotifyMeButton mounts the dialog when its trigger is first clicked. */
  initiallyOpen?: boolean;
}

/** The route's own messages, as the dialog words them. */
const INVALID_TEXTS = {
  'Required fields missing': {
    title: 'Required fields missing',
    description: 'Please fill in both your name and email address.',
  },
  'Invalid email': { title: 'Invalid email', description: 'Please enter a valid email address.' },
};

/**
 * 'Notify me when available': name and email, checked with the route's own schema before the
 * call, plus a honeypot field people never see or reach, which bots fill.
 */
export function NotifyMeDialog({ product, trigger, initiallyOpen = false }: NotifyMeDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const empty = { productId: product.id, name: '', email: '', honeypot: '' };
  const form = useZodForm(notifyInterestBody, { defaultValues: empty });
  const ids = { name: useId(), email: useId(), honeypot: useId() };

  const mutation = useMutation({
    mutationFn: (body: z.output<typeof notifyInterestBody>) =>
      callApi('POST /api/notify-product-interest', { body }),
    onSuccess: (response) => {
      toast.success('Interest registered!', {
        description: response.message || INTEREST_MESSAGES.registered,
      });
      form.reset(empty);
      setOpen(false);
    },
    onError: (error) => {
      toast.error('Error', {
        description: interestErrorMessage(error instanceof ApiError ? error.message : undefined),
      });
    },
  });

  const submit = form.handleSubmit(
    (body) => {
      if (!mutation.isPending) mutation.mutate(body);
    },
    toastFirstError([], INVALID_TEXTS),
  );

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
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div>
          <label htmlFor={ids.name} className={LABEL_CLASS}>
            Name
          </label>
          <input
            {...form.register('name')}
            id={ids.name}
            type="text"
            autoComplete="name"
            required
            className={FIELD_CLASS}
          />
        </div>
        <div>
          <label htmlFor={ids.email} className={LABEL_CLASS}>
            Email
          </label>
          <input
            {...form.register('email')}
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            className={FIELD_CLASS}
          />
        </div>
        {/* Honeypot: off-screen, skipped by keyboard and screen readers; must stay empty. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={ids.honeypot}>Leave this field empty</label>
          {/* Named like a real field (bots fill "website"), so not registered by its key. */}
          <Controller
            control={form.control}
            name="honeypot"
            render={({ field }) => (
              <input
                id={ids.honeypot}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
        <DialogFormActions pending={mutation.isPending} submitLabel="Notify Me" />
      </form>
    </Dialog>
  );
}
