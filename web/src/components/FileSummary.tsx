import { filePurposeLabel, fileTypeLabel } from '../lib/file-labels';
import { FileIcon } from './FileIcon';

/**
 * The left part of a file row (icon, name, type, purpose, size) in `DownloadFileList`; the size
 * comes formatted the page's way.
 */
export function FileSummary({
  name,
  fileType,
  filePurpose,
  size,
}: {
  name: string;
  fileType: string;
  filePurpose: string;
  /** Left out when unknown. */
  size: string | null;
}) {
  const purpose = filePurposeLabel(filePurpose);
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100">
        <FileIcon fileType={fileType} />
      </span>
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{name}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{fileTypeLabel(fileType)}</span>
          {purpose && <span>{purpose}</span>}
          {size && <span>{size}</span>}
        </p>
      </div>
    </div>
  );
}
