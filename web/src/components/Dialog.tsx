import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { buttonClass } from './button';
import { CloseIcon } from './icons';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel; the auth dialog, for one, is 425px wide. */
  maxWidth?: string;
  /** The button that opens the dialog, rendered as Radix's trigger (focus returns to it). */
  trigger?: ReactNode;
  /**
   * Where focus goes when the dialog closes, instead of back to its opener: for a confirmation
   * whose action removes the opener or shows something new to read first.
   */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * The element that had focus when the dialog opened, given focus back when it closes. Radix
 * does this itself for its own trigger; dialogs opened from elsewhere (a card's button, the
 * header through the auth context) or unmounted as they close would otherwise leave focus on
 * the page.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  if (open && !opener.current && typeof document !== 'undefined') {
    // Read during render, before Radix moves focus into the dialog.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  const restore = (instead?: HTMLElement | null) => {
    const element = instead?.isConnected ? instead : opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
    return Boolean(element?.isConnected);
  };
  // A dialog that is unmounted instead of closed gets no close event: restore on unmount.
  useEffect(
    () => () => {
      const element = opener.current;
      if (element?.isConnected) setTimeout(() => element.focus(), 0);
    },
    [],
  );
  return restore;
}

/**
 * The shop's modal dialog on Radix: focus moves in and is trapped, Escape and a click outside
 * close it, focus returns to whatever opened it, the page behind is hidden from screen readers,
 * and the title and description are wired to aria-labelledby and aria-describedby.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  maxWidth = 'max-w-md',
  trigger,
  finalFocus,
}: DialogProps) {
  const restoreFocus = useReturnFocus(open);
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          ref={content}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${maxWidth} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none`}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Radix focuses the first focusable element, which for a video preview is the
            // embedded player. Keys pressed inside a frame go to the frame's document, so
            // Escape would no longer close the dialog: the dialog itself takes focus instead.
            if (!content.current?.querySelector('iframe')) return;
            event.preventDefault();
            content.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (restoreFocus(finalFocus?.current)) event.preventDefault();
          }}
        >
          <div className="pr-8">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <div className="mt-5">{children}</div>
          <RadixDialog.Close
            className={buttonClass('ghost', 'icon', 'absolute top-3 right-3 size-9')}
            aria-label="Close"
          >
            <CloseIcon className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** For buttons inside the dialog that should close it (e.g. Cancel). */
export const DialogClose = RadixDialog.Close;
