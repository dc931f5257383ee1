import type { PurchasedFile } from '@contracts/my-account';
import { buttonClass } from '../../../components/button';
import { FileIcon } from '../../../components/FileIcon';
import { DownloadIcon } from '../../../components/icons';
import { ButtonSpinner } from '../../../components/Spinner';
import { filePurposeLabel, fileTypeLabel } from '../../../lib/file-labels';
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
        const purpose = filePurposeLabel(file.file_purpose);
        const busy = busyId === file.id;
        return (
          <li
            key={file.id}
            data-testid={testId}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100">
                <FileIcon fileType={file.file_type} />
              </span>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{name}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span>{fileTypeLabel(file.file_type)}</span>
                  {purpose && <span>{purpose}</span>}
                  <span>{formatFileSize(file.file_size)}</span>
                </p>
              </div>
            </div>
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
