import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { toast } from 'sonner';
import { guestFreeClaimBody } from '@contracts/free-claims';
import { buttonClass } from '../../components/button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { DialogFormActions } from '../../components/DialogFormActions';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { ApiError, callApi } from '../../lib/api-client';
import { toastFirstError, useZodForm } from '../../lib/zod-form';

interface GuestFreeClaimDialogProps {
  product: { id: string; name: string };
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  initiallyOpen?: boolean;
}

/** A guest's free claim: an e-mail address, checked with the route's own schema. */
export function GuestFreeClaimDialog({
  product,
  trigger,
  initiallyOpen = false,
}: GuestFreeClaimDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [sent, setSent] = useState<string | null>(null);
  const empty = { productId: product.id, email: '' };
  const form = useZodForm(guestFreeClaimBody, { defaultValues: empty });
  const emailId = useId();
  const mutation = useMutation({
    mutationFn: (body: z.output<typeof guestFreeClaimBody>) =>
      callApi('POST /api/free-claims/guest', { body }),
    onSuccess: (response) => setSent(response.message),
    onError: (error) => {
      toast.error('Could not send the link', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    },
  });
  const submit = form.handleSubmit((body) => {
    if (!mutation.isPending) mutation.mutate(body);
  }, toastFirstError([]));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) setOpen(next);
      }}
      trigger={trigger}
      title="Get it free"
      description={
        <>
          Enter your email and we will send you the link to download{' '}
          <span className="font-medium text-slate-800">{product.name}</span>.
        </>
      }
    >
      {sent ? (
        <div className="space-y-4">
          <p role="status" className="text-sm text-slate-700">
            {sent}
          </p>
          <div className="flex justify-end">
            <DialogClose asChild>
              <button type="button" className={buttonClass('primary')}>
                Done
              </button>
            </DialogClose>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <div>
            <label htmlFor={emailId} className={LABEL_CLASS}>
              Email
            </label>
            <input
              {...form.register('email')}
              id={emailId}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              className={FIELD_CLASS}
            />
          </div>
          <DialogFormActions pending={mutation.isPending} submitLabel="Send me the link" />
        </form>
      )}
    </Dialog>
  );
}
