import type { ManagedFile } from '@contracts/manage-products';
import { filePurposeLabel } from '../../../lib/file-labels';
import { formatFileSize } from '../../../lib/file-size';

const isInstruction = (file: ManagedFile) =>
  file.file_purpose === 'instruction_manual' || file.file_purpose.startsWith('instruction_video');

/**
 * A version's files grouped by purpose (files tab), or its manuals and videos (instructions
 * tab), in their order. Uploading, renaming and reordering come with the file routes.
 */
export function FilesOfVersion({
  files,
  versionId,
  kind,
}: {
  files: readonly ManagedFile[];
  versionId: string;
  kind: 'files' | 'instructions';
}) {
  const mine = files.filter(
    (file) => file.version_id === versionId && (kind === 'instructions') === isInstruction(file),
  );
  if (!versionId) {
    return (
      <p className="text-sm text-slate-600">
        No Version Found: Please create a product version first before uploading files
      </p>
    );
  }
  if (mine.length === 0) return <p className="text-sm text-slate-600">No files in this version.</p>;
  const groups = new Map<string, ManagedFile[]>();
  for (const file of mine) {
    const label = filePurposeLabel(file.file_purpose) || 'General';
    groups.set(label, [...(groups.get(label) ?? []), file]);
  }
  return (
    <div className="grid gap-4">
      {[...groups.entries()].map(([label, group]) => (
        <div key={label}>
          <h4 className="text-sm font-semibold text-slate-700">{label}</h4>
          <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {group.map((file) => (
              <li key={file.id} className="flex flex-wrap gap-x-4 gap-y-1 p-3 text-sm">
                <span className="font-medium text-slate-900">
                  {file.title || file.display_name}
                </span>
                <span className="text-slate-600">{file.platform}</span>
                <span className="text-slate-600">{formatFileSize(file.file_size)}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
