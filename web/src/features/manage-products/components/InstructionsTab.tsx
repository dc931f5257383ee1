import type { Detail } from '../api';
import { useFileMutations } from '../file-mutations';
import { FileGroups } from './FileGroups';
import { FileUploader } from './FileUploader';
import { NO_VERSION_TEXT } from './FilesTab';
import { InstructionVideos } from './InstructionVideos';

/** 'Product Instructions': PDF manuals and YouTube instruction videos of the selected version. */
export function InstructionsTab({
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
  const ofVersion = detail.files.filter((file) => file.version_id === versionId);
  const manuals = ofVersion.filter((file) => file.file_purpose === 'instruction_manual');
  const videos = ofVersion
    .filter((file) => file.file_purpose.startsWith('instruction_video'))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <div className="grid gap-8">
      <section aria-labelledby="manage-manuals-heading" className="grid gap-3">
        <h4 id="manage-manuals-heading" className="font-semibold text-slate-900">
          Instruction Manuals
        </h4>
        <FileGroups
          files={manuals}
          versionId={versionId}
          mutations={mutations}
          emptyText="No instruction manuals for this version."
        />
        <FileUploader
          productId={detail.product.id}
          productPlatform={detail.product.platform}
          versionId={versionId}
          versionNumber={versionNumber}
          purpose="instruction_manual"
          accept=".pdf,application/pdf"
          label="Upload a PDF manual"
          onUploaded={mutations.store}
        />
      </section>
      <InstructionVideos videos={videos} versionId={versionId} mutations={mutations} />
    </div>
  );
}
