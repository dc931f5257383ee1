import type { BuyerFile } from '@contracts/downloads';
import { buttonClass } from '../../../components/button';
import { FileIcon } from '../../../components/FileIcon';
import { DownloadIcon, ExternalLinkIcon } from '../../../components/icons';
import { ButtonSpinner } from '../../../components/Spinner';
import { fileTypeLabel, filePurposeLabel, isVideoFile } from '../../../lib/file-labels';
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
        const purpose = filePurposeLabel(file.file_purpose);
        const busy = busyId === file.id;
        return (
          <li
            key={file.id}
            data-testid="download-file"
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
                  {size && <span>{size}</span>}
                </p>
              </div>
            </div>
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
