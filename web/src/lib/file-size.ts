const BYTES_PER_MB = 1024 * 1024;

/**
 * Spec: file sizes on the downloads page are shown in MB with one decimal. Null for what has no
 * size (instruction video links) or a value that is not a usable byte count.
 */
export function formatFileSizeMb(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  return `${(bytes / BYTES_PER_MB).toFixed(1)} MB`;
}
