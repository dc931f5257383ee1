import type { ProductFile, ProductVersion } from './product-content';

type VersionOrderFields = Pick<
  ProductVersion,
  'id' | 'is_latest' | 'is_published' | 'release_date' | 'created_at'
>;

/**
 * Spec, product_versions: the published version marked latest; failing that, the newest
 * published one by release date, then creation time. Drafts never count.
 */
export function latestPublishedVersion<T extends VersionOrderFields>(
  versions: readonly T[],
): T | undefined {
  const published = versions.filter((version) => version.is_published);
  const marked = published.find((version) => version.is_latest);
  if (marked) return marked;
  return [...published].sort(
    (a, b) =>
      b.release_date.localeCompare(a.release_date) || b.created_at.localeCompare(a.created_at),
  )[0];
}

/** Files a buyer gets for a version: everything but gallery images, in display order. */
export function downloadableFiles<
  T extends Pick<ProductFile, 'version_id' | 'file_purpose' | 'order_position' | 'display_name'>,
>(files: readonly T[], versionId: string): T[] {
  return files
    .filter((file) => file.version_id === versionId && file.file_purpose !== 'gallery')
    .sort(
      (a, b) => a.order_position - b.order_position || a.display_name.localeCompare(b.display_name),
    );
}
