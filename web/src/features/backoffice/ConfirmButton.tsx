import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { buttonClass, type ButtonVariant } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../lib/api-client';

interface ConfirmButtonProps {
  /** The button's text; also the dialog's confirm button unless `confirmLabel` says otherwise. */
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** Runs the action; a rejection is shown as a toast and keeps the dialog open. */
  onConfirm: () => Promise<unknown>;
  success: string;
  accessibleName?: string;
}

/**
 * A back-office action that only runs after the admin confirms it: a text button opening the
 * shop's confirmation dialog, which toasts the outcome itself.
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel = label,
  variant = 'secondary',
  disabled,
  onConfirm,
  success,
  accessibleName,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      toast.success(success);
      setOpen(false);
    } catch (error) {
      toast.error('Error', {
        description:
          error instanceof ApiError && error.message ? error.message : 'Something went wrong',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <button
          type="button"
          className={buttonClass(variant, 'sm')}
          disabled={disabled}
          aria-label={accessibleName}
        >
          {label}
        </button>
      }
      confirmLabel={confirmLabel}
      pendingLabel="Working…"
      tone={variant === 'danger' ? 'danger' : 'primary'}
      pending={busy}
      onConfirm={() => void run()}
    />
  );
}
