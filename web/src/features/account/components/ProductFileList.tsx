import type { PurchasedFile } from '@contracts/my-account';
import { buttonClass } from '../../../components/button';
import { FileSummary } from '../../../components/FileSummary';
import { DownloadIcon } from '../../../components/icons';
import { ButtonSpinner } from '../../../components/Spinner';
import { formatFileSize } from '../../../lib/file-size';

interface ProductFileListProps {
  files: readonly PurchasedFile[];
  busyId: string | null;
  onDownload: (file: PurchasedFile) => void;
  /** Shown when the list is empty. */
  emptyText?: string;
  testId?: string;
}

/** The version's files, each with its type, purpose, size and a Download button. */
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
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {files.map((file) => {
        const name = file.display_name || file.title;
        const busy = busyId === file.id;
        return (
          <li
            key={file.id}
            data-testid={testId}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
          >
            <FileSummary
              name={name}
              fileType={file.file_type}
              filePurpose={file.file_purpose}
              size={formatFileSize(file.file_size)}
            />
            <button
              type="button"
              className={buttonClass('primary', 'sm', 'sm:w-32')}
              onClick={() => onDownload(file)}
              disabled={busyId !== null}
              aria-busy={busy}
              aria-label={`Download ${name}`}
            >
              {busy ? <ButtonSpinner /> : <DownloadIcon className="size-4" />}
              Download
            </button>
          </li>
        );
      })}
    </ul>
  );
}
