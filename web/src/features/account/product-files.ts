import type { PurchasedFile, PurchasedVersion } from '@contracts/my-account';

/**
 * The purchased-product view's rules, pure for unit tests:
 * which version is chosen first and which files go to the Files and Instructions tabs.
 */

const VIDEO_TYPES = new Set(['youtube', 'video']);
const MANUAL_PURPOSES = new Set(['manual', 'instruction_manual']);

/** The version marked latest, else the newest release (versions arrive newest first). */
export function defaultVersion(
  versions: readonly PurchasedVersion[],
): PurchasedVersion | undefined {
  const marked = versions.find((version) => version.is_latest);
  if (marked) return marked;
  return [...versions].sort((a, b) => b.release_date.localeCompare(a.release_date))[0];
}

export function isInstructionVideo(
  file: Pick<PurchasedFile, 'file_type' | 'file_purpose'>,
): boolean {
  const purpose = file.file_purpose.trim().toLowerCase();
  return (
    VIDEO_TYPES.has(file.file_type.trim().toLowerCase()) &&
    (purpose.startsWith('instruction_video') || purpose === 'video')
  );
}

export function isManual(file: Pick<PurchasedFile, 'file_purpose'>): boolean {
  return MANUAL_PURPOSES.has(file.file_purpose.trim().toLowerCase());
}

function byPosition(a: PurchasedFile, b: PurchasedFile): number {
  return (
    a.file_purpose.localeCompare(b.file_purpose) ||
    a.order_position - b.order_position ||
    a.display_name.localeCompare(b.display_name)
  );
}

export interface VersionFiles {
  /** 'Product Files': every downloadable file of the version (video links are not files). */
  files: PurchasedFile[];
  /** 'Product Instructions': manuals, each with a download button. */
  manuals: PurchasedFile[];
  /** 'Product Instructions': instruction videos (YouTube links), newest first as stored. */
  videos: PurchasedFile[];
}

export function filesOfVersion(
  all: readonly PurchasedFile[],
  versionId: string | undefined,
): VersionFiles {
  const mine = all.filter(
    (file) => file.version_id === versionId && file.file_purpose.trim() !== 'gallery',
  );
  const videos = mine.filter(isInstructionVideo);
  const files = mine.filter((file) => !isInstructionVideo(file)).sort(byPosition);
  return { files, manuals: files.filter(isManual), videos };
}

/** YouTube ids are 11 characters of [A-Za-z0-9_-]. */
const YOUTUBE_ID = /^[\w-]{11}$/;

export function youtubeIdOf(file: Pick<PurchasedFile, 'youtube_id' | 'watch_url'>): string | null {
  const stored = file.youtube_id?.trim();
  if (stored && YOUTUBE_ID.test(stored)) return stored;
  const match = /(?:[?&]v=|youtu\.be\/|\/embed\/)([\w-]{11})/.exec(file.watch_url ?? '');
  return match?.[1] ?? null;
}

export function watchUrlOf(file: Pick<PurchasedFile, 'youtube_id' | 'watch_url'>): string | null {
  const id = youtubeIdOf(file);
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}
