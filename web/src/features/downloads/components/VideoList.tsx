import type { BuyerFile } from '@contracts/downloads';
import { buttonClass } from '../../../components/button';
import { DOWNLOAD_LIST_CLASS } from '../../../components/DownloadFileList';
import { ExternalLinkIcon, VideoIcon } from '../../../components/icons';
import { ButtonSpinner } from '../../../components/Spinner';

interface VideoListProps {
  files: readonly BuyerFile[];
  onDownload: (file: BuyerFile) => void;
  busyId: string | null;
}

/**
 * Instruction videos are links, not files: they have no size and nothing to download, so they
 * get their own list (in the stored files' frame) with the account area's 'Open in YouTube'.
 */
export function VideoList({ files, onDownload, busyId }: VideoListProps) {
  return (
    <ul className={DOWNLOAD_LIST_CLASS}>
      {files.map((file) => {
        const name = file.display_name || file.title;
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
