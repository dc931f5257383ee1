import { isVideoFile } from '../lib/file-labels';
import { CodeIcon, FileTextIcon, VideoIcon } from './icons-files';

const CODE_TYPES = new Set(['json', 'js', 'xml', 'csv']);

/** A decorative icon for a product file: video, code-like template or document. */
export function FileIcon({
  fileType,
  className = 'size-5 text-slate-500',
}: {
  fileType: string;
  className?: string;
}) {
  if (isVideoFile(fileType)) return <VideoIcon className={className} />;
  if (CODE_TYPES.has(fileType.trim().toLowerCase())) return <CodeIcon className={className} />;
  return <FileTextIcon className={className} />;
}
