import type { RefObject } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { N8N_TEXT } from './n8n-library-text';

export type LibraryChange = 'rotate' | 'revoke';

const TEXT: Record<
  LibraryChange,
  { title: string; description: string; confirm: string; pending: string }
> = {
  rotate: {
    title: N8N_TEXT.rotateTitle,
    description: N8N_TEXT.rotateDescription,
    confirm: N8N_TEXT.rotateConfirm,
    pending: N8N_TEXT.rotating,
  },
  revoke: {
    title: N8N_TEXT.revokeTitle,
    description: N8N_TEXT.revokeDescription,
    confirm: N8N_TEXT.revokeConfirm,
    pending: N8N_TEXT.revoking,
  },
};

interface ConfirmLibraryChangeProps {
  change: LibraryChange | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (change: LibraryChange) => void;
  /**
   * After a confirmed change focus goes where the page changed (the new URL, or the Create
   * button once the old ones are gone); after Cancel it goes back to the opener.
   */
  finalFocus: RefObject<HTMLElement | null> | undefined;
}

/** The confirmation before the library URL is replaced or revoked (both end the old URL). */
export function ConfirmLibraryChange({
  change,
  pending,
  onCancel,
  onConfirm,
  finalFocus,
}: ConfirmLibraryChangeProps) {
  // Keeps the last texts while the dialog closes.
  const text = TEXT[change ?? 'rotate'];
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={text.title}
      description={text.description}
      finalFocus={finalFocus}
      confirmLabel={text.confirm}
      pendingLabel={text.pending}
      tone={change === 'revoke' ? 'danger' : 'primary'}
      pending={pending}
      onConfirm={() => {
        if (change) onConfirm(change);
      }}
      cancelLabel={N8N_TEXT.cancel}
    />
  );
}
