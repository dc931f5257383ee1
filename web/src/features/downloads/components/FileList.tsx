import type { BuyerFile } from '@contracts/downloads';
import { buttonClass } from '../../../components/button';
import { FileSummary } from '../../../components/FileSummary';
import { DownloadIcon, ExternalLinkIcon, VideoIcon } from '../../../components/icons';
import { ButtonSpinner } from '../../../components/Spinner';
import { formatFileSizeMb } from '../../../lib/file-size';

interface FileListProps {
  files: readonly BuyerFile[];
  onDownload: (file: BuyerFile) => void;
  busyId: string | null;
}

const nameOf = (file: BuyerFile) => file.display_name || file.title;
const LIST = 'divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm';

/** The stored files: display name, type, purpose, size and a Download button each. */
export function FileList({ files, onDownload, busyId }: FileListProps) {
  return (
    <ul className={LIST}>
      {files.map((file) => {
        const name = nameOf(file);
        const busy = busyId === file.id;
        return (
          <li
            key={file.id}
            data-testid="download-file"
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
          >
            <FileSummary
              name={name}
              fileType={file.file_type}
              filePurpose={file.file_purpose}
              size={formatFileSizeMb(file.file_size)}
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

/**
 * Instruction videos are links, not files: they have no size and nothing to download, so they
 * get their own list with the account area's 'Open in YouTube'.
 */
export function VideoList({ files, onDownload, busyId }: FileListProps) {
  return (
    <ul className={LIST}>
      {files.map((file) => {
        const name = nameOf(file);
        const busy = busyId === file.id;
        return (
          <li
            key={file.id}
            data-testid="instruction-video"
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100">
                <VideoIcon className="size-5 text-slate-600" />
              </span>
              <p className="font-medium break-words text-slate-900">{name}</p>
            </div>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onDownload(file)}
              disabled={busyId !== null}
              aria-busy={busy}
              aria-label={`Open in YouTube: ${name} (opens in a new tab)`}
            >
              {busy ? <ButtonSpinner /> : <ExternalLinkIcon className="size-4" />}
              Open in YouTube
            </button>
          </li>
        );
      })}
    </ul>
  );
}
