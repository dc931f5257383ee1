import type { ProductFile } from '../../rules/product-content';

/** The files of one purpose group of a version: what order_position numbers from 1. */
export function filesOfGroup(
  files: readonly ProductFile[],
  versionId: string,
  purpose: string,
): ProductFile[] {
  return files.filter((file) => file.version_id === versionId && file.file_purpose === purpose);
}

/** A new file goes last in its group. */
export function nextPositionIn(
  files: readonly ProductFile[],
  versionId: string,
  purpose: string,
): number {
  return (
    filesOfGroup(files, versionId, purpose).reduce(
      (last, file) => Math.max(last, file.order_position),
      0,
    ) + 1
  );
}
