import type { BuyerFile } from '@contracts/downloads';
import { buttonClass } from '../../../components/button';
import { FileSummary } from '../../../components/FileSummary';
import { DownloadIcon, ExternalLinkIcon } from '../../../components/icons';
import { ButtonSpinner } from '../../../components/Spinner';
import { isVideoFile } from '../../../lib/file-labels';
import { formatFileSizeMb } from '../../../lib/file-size';

interface FileListProps {
  files: readonly BuyerFile[];
  onDownload: (file: BuyerFile) => void;
  busyId: string | null;
}

export function FileList({ files, onDownload, busyId }: FileListProps) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {files.map((file) => {
        const name = file.display_name || file.title;
        const video = isVideoFile(file.file_type);
        const size = formatFileSizeMb(file.file_size);
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
              size={size}
            />
            <button
              type="button"
              className={buttonClass(video ? 'secondary' : 'primary', 'sm', 'sm:w-32')}
              onClick={() => onDownload(file)}
              disabled={busyId !== null}
              aria-busy={busy}
              aria-label={`${video ? 'Watch' : 'Download'} ${name}`}
            >
              {busy ? (
                <ButtonSpinner />
              ) : video ? (
                <ExternalLinkIcon className="size-4" />
              ) : (
                <DownloadIcon className="size-4" />
              )}
              {video ? 'Watch' : 'Download'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
