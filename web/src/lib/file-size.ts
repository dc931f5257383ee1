/**
 * How a page shows a file's size. Both scales step by 1024 and roll over to the next unit when
 * rounding reaches 1024 of the current one:
 * - 'binary' (account area, back office; account spec): Bytes, KB, MB or GB, at most 2 decimals
 *   ('1.5 KB', '2 MB', '0 Bytes'), 'N/A' when unknown.
 * - 'megabytes' (guest downloads page; shopper spec): MB with one decimal, as the shop's pages
 *   have always shown them, but KB (one decimal) below 1 MB and plain bytes below 1 KB, so a
 *   buyer can tell an empty file from a small one ('0.0 MB' said neither); left out (null) when
 *   unknown, e.g. instruction video links.
 */
export type FileSizeScale = 'binary' | 'megabytes';

interface ScaleRule {
  units: readonly string[];
  decimals: number;
  /** '2.0 MB' rather than '2 MB'. Bytes are counted, so they never get decimals. */
  fixedDecimals: boolean;
  unknown: string | null;
}

const SCALES: Record<FileSizeScale, ScaleRule> = {
  binary: { units: ['Bytes', 'KB', 'MB', 'GB'], decimals: 2, fixedDecimals: false, unknown: 'N/A' },
  megabytes: { units: ['Bytes', 'KB', 'MB'], decimals: 1, fixedDecimals: true, unknown: null },
};

/** A usable byte count, or null for what has no size (video links) or an unusable value. */
function byteCount(bytes: number | null | undefined): number | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  return bytes;
}

const rounded = (value: number, decimals: number): number =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

/** One formatter for every file size the web shows; `scale` says which page's way. */
export function formatFileSize(bytes: number | null | undefined, scale?: 'binary'): string;
export function formatFileSize(
  bytes: number | null | undefined,
  scale: FileSizeScale,
): string | null;
export function formatFileSize(
  bytes: number | null | undefined,
  scale: FileSizeScale = 'binary',
): string | null {
  const rule = SCALES[scale];
  const count = byteCount(bytes);
  if (count === null) return rule.unknown;
  if (count < 1024) return `${rounded(count, rule.decimals)} Bytes`;
  let unit = 0;
  let value = count;
  // Step up while the rounded value would read 1024 or more and a larger unit exists.
  while (unit < rule.units.length - 1 && rounded(value, rule.decimals) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const shown = rounded(value, rule.decimals);
  const text = rule.fixedDecimals ? shown.toFixed(rule.decimals) : String(shown);
  return `${text} ${rule.units[unit]}`;
}
