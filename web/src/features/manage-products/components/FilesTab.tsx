import type { ManagedFile } from '@contracts/manage/products';
import type { Detail } from '../api';
import { useFileMutations } from '../file-mutations';
import { FileGroups } from './FileGroups';
import { FileUploader } from './FileUploader';

export const NO_VERSION_TEXT =
  'No Version Found: Please create a product version first before uploading files';

/** Manuals and instruction videos live on the instructions tab. */
export const isInstructionFile = (file: ManagedFile) =>
  file.file_purpose === 'instruction_manual' || file.file_purpose.startsWith('instruction_video');

/** 'Product Files': the selected version's files by purpose, reorderable, and the upload. */
export function FilesTab({
  detail,
  versionId,
  versionNumber,
}: {
  detail: Detail;
  versionId: string;
  /** Said in the upload box's 'where it will be filed'. */
  versionNumber?: string;
}) {
  const mutations = useFileMutations(detail.product.id);
  if (!versionId) return <p className="text-sm text-slate-600">{NO_VERSION_TEXT}</p>;
  const files = detail.files.filter(
    (file) => file.version_id === versionId && !isInstructionFile(file),
  );
  return (
    <div className="grid gap-6">
      <FileGroups
        files={files}
        versionId={versionId}
        mutations={mutations}
        emptyText="No files in this version yet."
      />
      <FileUploader
        productId={detail.product.id}
        productPlatform={detail.product.platform}
        versionId={versionId}
        versionNumber={versionNumber}
        label="Upload a file"
        onUploaded={mutations.store}
      />
    </div>
  );
}
