import type { PurchasedFile } from '@contracts/my-account';
import { DownloadFileList } from '../../../components/DownloadFileList';

interface ProductFileListProps {
  files: readonly PurchasedFile[];
  busyId: string | null;
  onDownload: (file: PurchasedFile) => void;
  /** Shown when the list is empty. */
  emptyText?: string;
  testId?: string;
}

/** The version's files (or manuals), each with its type, purpose, size and a Download button. */
export function ProductFileList({
  files,
  busyId,
  onDownload,
  emptyText = 'No files available for this version yet.',
  testId = 'product-file',
}: ProductFileListProps) {
  if (files.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
        {emptyText}
      </p>
    );
  }
  return (
    <DownloadFileList
      files={files}
      busyId={busyId}
      onDownload={onDownload}
      sizeScale="binary"
      testId={testId}
    />
  );
}
