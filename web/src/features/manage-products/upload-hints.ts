/**
 * What the upload box tells a seller before Upload is pressed: the types it accepts, the size
 * limit and where the chosen file will be filed. Everything comes from the shared upload rules
 * (lambdas/rules/uploads.ts), so the box and the API never disagree. Pure, so unit tests import
 * it directly.
 */
import { MANAGE_MESSAGES } from '@contracts/manage/products';
import {
  acceptedUploadExtensions,
  UPLOAD_LIMITS,
  uploadRefusal,
  type UploadPurpose,
} from '@rules/uploads';
import { filePurposeLabel } from '../../lib/file-labels';
import { formatFileSize } from '../../lib/file-size';

export const NO_FILE_DESTINATION = 'Choose a file to see where it will be filed';

/** 'Accepted types: .json, .js, ...' ('.pdf' only for instruction manuals). */
export function acceptedTypesText(fixedPurpose?: UploadPurpose): string {
  const extensions = acceptedUploadExtensions(fixedPurpose).map((extension) => `.${extension}`);
  return `Accepted types: ${extensions.join(', ')}`;
}

/** 'Size limit: 200 MB per file'. */
export function sizeLimitText(): string {
  return `Size limit: ${formatFileSize(UPLOAD_LIMITS.fileBytes)} per file`;
}

/** Why the chosen file would be refused, by the same rules the API applies ('' when it is fine). */
export function uploadProblem(file: { name: string; size: number }, purpose: UploadPurpose) {
  const refusal = uploadRefusal(file.name, purpose);
  if (refusal === 'manualMustBePdf') return MANAGE_MESSAGES.manualMustBePdf;
  if (refusal === 'typeNotAllowed') return MANAGE_MESSAGES.uploadTypeNotAllowed;
  if (file.size > UPLOAD_LIMITS.fileBytes) return MANAGE_MESSAGES.uploadTooLarge;
  return '';
}

/**
 * Where the chosen file goes: its category (purpose) group and platform, as detected from its
 * name or changed by the seller, in the selected version; or why it cannot go anywhere.
 */
export function destinationText(
  chosen: { file: { name: string; size: number }; purpose: UploadPurpose; platform: string } | null,
  versionNumber?: string,
): string {
  if (!chosen) return NO_FILE_DESTINATION;
  const problem = uploadProblem(chosen.file, chosen.purpose);
  if (problem) return problem;
  const version = versionNumber ? `, version ${versionNumber}` : '';
  return `Will be filed under ${filePurposeLabel(chosen.purpose)}, platform ${chosen.platform}${version}`;
}
