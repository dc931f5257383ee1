import type { ReactNode, RefObject } from 'react';
import { buttonClass } from './button';
import { Dialog } from './Dialog';
import { ButtonSpinner } from './Spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button that opens the dialog, when it is the dialog's own (focus returns to it). */
  trigger?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel?: string;
  /** A removal (red) or any other change. */
  tone?: 'danger' | 'primary';
  /**
   * The action is under way: the confirm button waits with a spinner, and neither Cancel nor
   * Escape nor a click outside closes the dialog until it has settled.
   */
  pending?: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  /** Where focus goes when the dialog closes, instead of back to its opener (see Dialog). */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * Every "are you sure?" of the shop, deletes above all: the question, Cancel, and one button
 * that runs the action. Stacked on a phone with the action on top, side by side from `sm` up.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  confirmLabel,
  pendingLabel = confirmLabel,
  tone = 'danger',
  pending = false,
  onConfirm,
  cancelLabel = 'Cancel',
  finalFocus,
}: ConfirmDialogProps) {
  const close = () => {
    if (!pending) onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      description={description}
      trigger={trigger}
      finalFocus={finalFocus}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={close}
          disabled={pending}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={buttonClass(tone)}
          onClick={() => {
            if (!pending) onConfirm();
          }}
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <ButtonSpinner />}
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
