import { formatFileSize, type FileSizeScale } from '../lib/file-size';
import { buttonClass } from './button';
import { FileSummary } from './FileSummary';
import { DownloadIcon } from './icons';
import { ButtonSpinner } from './Spinner';

/** What a download row shows of a file: the fields the buyer's two file answers share. */
export interface DownloadableFile {
  id: string;
  display_name: string;
  title: string;
  file_type: string;
  file_purpose: string;
  /** Bytes; null when unknown. */
  file_size: number | null;
}

interface DownloadFileListProps<F extends DownloadableFile> {
  files: readonly F[];
  /** The file whose download is under way; every button waits while one is. */
  busyId: string | null;
  onDownload: (file: F) => void;
  /** How this page shows sizes (the account and the guest downloads page differ). */
  sizeScale: FileSizeScale;
  /** Each row's data-testid. */
  testId: string;
}

/** The list's frame; the downloads page's video links use it too. */
export const DOWNLOAD_LIST_CLASS =
  'divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm';

/**
 * Files a buyer may download, each with its type, purpose, size and a Download button: the
 * purchased-product view in the account and the guest downloads page.
 */
export function DownloadFileList<F extends DownloadableFile>({
  files,
  busyId,
  onDownload,
  sizeScale,
  testId,
}: DownloadFileListProps<F>) {
  return (
    <ul className={DOWNLOAD_LIST_CLASS}>
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
              size={formatFileSize(file.file_size, sizeScale)}
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
