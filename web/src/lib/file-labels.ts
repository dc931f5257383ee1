/**
 * Readable names for product files' type and purpose, shared by the contents preview and the
 * downloads page. Pure, so it is unit-testable in Node.
 */
const VIDEO_TYPES = new Set(['youtube', 'video']);

export function isVideoFile(fileType: string | null | undefined): boolean {
  return VIDEO_TYPES.has((fileType ?? '').trim().toLowerCase());
}

/** 'json' -> 'JSON', 'youtube' -> 'Video'; unknown types are shown upper-cased. */
export function fileTypeLabel(fileType: string | null | undefined): string {
  const type = (fileType ?? '').trim().toLowerCase();
  if (!type) return 'File';
  if (VIDEO_TYPES.has(type)) return 'Video';
  return type.toUpperCase();
}

/**
 * 'automation' -> 'Automation', 'instruction_video_1788863400000' -> 'Instruction video'
 * (the number only keeps purposes apart), 'setup_guide' -> 'Setup guide'.
 */
export function filePurposeLabel(purpose: string | null | undefined): string {
  const words = (purpose ?? '')
    .trim()
    .split(/[_\s-]+/)
    .filter((word) => word && !/^\d+$/.test(word));
  if (words.length === 0) return '';
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
