import type { UploadPurpose } from '@rules/uploads';
import { acceptedTypesText, destinationText, sizeLimitText } from '../upload-hints';

/**
 * The upload box's small print, shown before Upload is pressed: accepted types, the size limit
 * and where the chosen file will be filed. The file field is described by it, and the
 * destination is announced when a file is chosen or its category or platform changes.
 */
export function UploadHints({
  id,
  fixedPurpose,
  chosen,
  versionNumber,
}: {
  id: string;
  fixedPurpose?: UploadPurpose;
  chosen: { file: File; purpose: UploadPurpose; platform: string } | null;
  versionNumber?: string;
}) {
  return (
    <div id={id} className="grid gap-1 text-xs text-slate-600">
      <p data-testid="upload-accepted">{acceptedTypesText(fixedPurpose)}</p>
      <p data-testid="upload-limit">{sizeLimitText()}</p>
      <p data-testid="upload-destination" aria-live="polite" className="font-medium text-slate-800">
        {destinationText(chosen, versionNumber)}
      </p>
    </div>
  );
}
