import { formatCents } from '@rules/money';
import { useId, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { type AdminOrderDetail, REFUND_REASON_MAX, refundOrderBody } from '@contracts/orders';
import { Dialog } from '../../components/Dialog';
import { DialogFormActions } from '../../components/DialogFormActions';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { ApiError } from '../../lib/api-client';
import { useZodForm } from '../../lib/zod-form';
import { productNamesOf, refundAmountCents } from './order-text';
import { useRefundOrder } from './orders-api';

/** The reason as the API checks it: required, trimmed, at most REFUND_REASON_MAX characters. */
const refundReasonForm = refundOrderBody.pick({ reason: true });

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'Something went wrong';

interface RefundDialogProps {
  order: AdminOrderDetail;
  /** The products to refund; the dialog is open while `open` holds. */
  productIds: string[];
  open: boolean;
  /** Where focus goes when the dialog closes, instead of back to its opener (see Dialog). */
  finalFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  onRefunded: () => void;
}

/**
 * Confirms a refund: which products, what the buyer gets back (their price after the discount,
 * tax included) and a required reason, kept with the refund. Stripe refunds the payment; the
 * buyer loses those products' downloads.
 */
export function RefundDialog({
  order,
  productIds,
  open,
  finalFocus,
  onClose,
  onRefunded,
}: RefundDialogProps) {
  const ids = { reason: useId(), error: useId(), problem: useId() };
  const form = useZodForm(refundReasonForm, { defaultValues: { reason: '' } });
  const refund = useRefundOrder(order.session_id);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatCents(refundAmountCents(order.lines, productIds));
  const names = productNamesOf(order.lines, productIds);
  const reasonError = form.formState.errors.reason?.message;

  const close = () => {
    if (refund.isPending) return;
    form.reset({ reason: '' });
    setProblem(null);
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (refund.isPending) return;
    setProblem(null);
    refund.mutate(
      { product_ids: productIds, reason },
      {
        onSuccess: () => {
          toast.success('Refund made');
          form.reset({ reason: '' });
          onRefunded();
        },
        onError: (error) => {
          // Said inside the dialog too: the page behind it, toasts included, is hidden from
          // screen readers while it is open.
          setProblem(serverMessage(error));
          toast.error('Error', { description: serverMessage(error) });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={names.length > 1 ? `Refund ${names.length} products` : 'Refund this product'}
      description="The buyer gets the amount below back on their card and loses the downloads of these products."
      maxWidth="max-w-lg"
      finalFocus={finalFocus}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">Fields marked * are required.</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {names.map((name, index) => (
            <li key={`${productIds[index] ?? name}`}>{name}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-800">
          Amount to refund (tax included):{' '}
          <span className="font-semibold tabular-nums" data-testid="refund-amount">
            {amount}
          </span>
        </p>
        <div>
          <label htmlFor={ids.reason} className={LABEL_CLASS}>
            Reason{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">(required)</span>
          </label>
          <textarea
            {...form.register('reason')}
            id={ids.reason}
            rows={3}
            required
            aria-required="true"
            maxLength={REFUND_REASON_MAX}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? ids.error : undefined}
            className={`${FIELD_CLASS} h-auto py-2`}
          />
          {reasonError && (
            <p id={ids.error} className="mt-1 text-sm text-red-700">
              {reasonError}
            </p>
          )}
        </div>
        {problem && (
          <p id={ids.problem} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <DialogFormActions
          pending={refund.isPending}
          submitLabel="Refund"
          tone="danger"
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
