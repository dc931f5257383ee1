import { formatCents } from '@rules/money';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TransferView } from '@contracts/payouts';
import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../lib/api-client';
import { useRetryTransfer } from './payouts-api';

/**
 * Retries one failed transfer after the admin confirms. The API runs the same idempotent
 * transfer as the sale did (Stripe's idempotency key and the transfer's metadata), so a retry
 * never pays a seller twice; its outcome is told in a toast and the overview refreshes.
 */
export function RetryTransferButton({
  transfer,
  sellerName,
}: {
  transfer: TransferView;
  sellerName: string;
}) {
  const [open, setOpen] = useState(false);
  const retry = useRetryTransfer();
  const amount = formatCents(transfer.amount_cents);

  const run = () =>
    retry.mutate(
      { orderRef: transfer.order_ref, sellerId: transfer.seller_id },
      {
        onSuccess: ({ outcome, transfer: after }) => {
          setOpen(false);
          if (outcome === 'transferred') toast.success(`${amount} transferred to ${sellerName}`);
          else if (outcome === 'held')
            toast.info(`${amount} is held until ${sellerName} has payouts enabled`);
          else
            toast.error('The transfer failed again', {
              description: after.failure
                ? `${after.failure.reason} ${after.failure.action}`
                : 'Stripe refused the transfer.',
            });
        },
        onError: (error) =>
          toast.error('Error', {
            description:
              error instanceof ApiError && error.message ? error.message : 'Something went wrong',
          }),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Retry transfer"
      description={`Transfer ${amount} to ${sellerName} for order ${transfer.order_ref} again?`}
      trigger={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-label={`Retry transfer of ${amount} for order ${transfer.order_ref}`}
        >
          Retry
        </button>
      }
      confirmLabel="Retry transfer"
      pendingLabel="Working…"
      tone="primary"
      pending={retry.isPending}
      onConfirm={run}
    />
  );
}
