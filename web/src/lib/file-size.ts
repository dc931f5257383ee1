const BYTES_PER_MB = 1024 * 1024;
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A usable byte count, or null for what has no size (video links) or an unusable value. */
function byteCount(bytes: number | null | undefined): number | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  return bytes;
}

/**
 * Sizes on the guest downloads page: MB with one decimal, as the shop's pages have always
 * shown them, but KB (one decimal) below 1 MB and plain bytes below 1 KB, so a buyer can tell
 * an empty file from a small one ('0.0 MB' said neither). Null for what has no size
 * (instruction video links) or a value that is not a usable byte count.
 */
export function formatFileSizeMb(bytes: number | null | undefined): string | null {
  const count = byteCount(bytes);
  if (count === null) return null;
  if (count < 1024) return `${count} Bytes`;
  const kilobytes = Math.round((count / 1024) * 10) / 10;
  if (kilobytes < 1024) return `${kilobytes.toFixed(1)} KB`;
  return `${(count / BYTES_PER_MB).toFixed(1)} MB`;
}

/**
 * Account spec (purchased-product view): Bytes, KB, MB or GB in 1024 steps, at most 2 decimals
 * ('1.5 KB', '2 MB', '0 Bytes'); 'N/A' when unknown.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  const count = byteCount(bytes);
  if (count === null) return 'N/A';
  if (count === 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(count) / Math.log(1024)), UNITS.length - 1);
  const value = count / 1024 ** Math.max(exponent, 0);
  return `${parseFloat(value.toFixed(2))} ${UNITS[Math.max(exponent, 0)]}`;
}
