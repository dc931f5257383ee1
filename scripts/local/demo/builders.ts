/** Small pure helpers that keep the demo data files short. No I/O. */
import type { DemoFilePlatform, DemoStoredFile, DemoStoredPurpose, DemoVideoFile } from './types';

/**
 * Joins lines of the description markup (bold, italic, '- ' bullets, links). An array is one
 * line of prose, split only to keep the source narrow.
 */
export function md(...lines: (string | string[])[]): string {
  return lines.map((line) => (Array.isArray(line) ? line.join(' ') : line)).join('\n');
}

/** Hero and gallery images are served by the web app from `web/public/demo/`. */
export function demoImage(file: string): string {
  return `/demo/${file}`;
}

const FILE_TYPES: Record<string, DemoStoredFile['file_type']> = {
  json: 'json',
  pdf: 'pdf',
  js: 'js',
  gs: 'js',
  csv: 'csv',
};

function storedFile(
  purpose: DemoStoredPurpose,
  id: string,
  title: string,
  source: string,
  platform: DemoFilePlatform,
  order: number,
): DemoStoredFile {
  // source is '{platform}/{product}/{version}/{name}'; the download name says all three.
  const [, product = 'demo', version = '1.0.0', name = 'file'] = source.split('/');
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const fileType = FILE_TYPES[extension];
  if (!fileType) throw new Error(`Unsupported demo file type: ${source}`);
  return {
    id,
    title,
    display_name: `${product}-v${version}-${name}`,
    file_type: fileType,
    file_purpose: purpose,
    platform,
    order_position: order,
    source,
  };
}

/** An automation export (scenario blueprint, workflow, zap, script or sheet template). */
export function automation(
  id: string,
  title: string,
  source: string,
  platform: DemoFilePlatform = 'general',
  order = 1,
): DemoStoredFile {
  return storedFile('automation', id, title, source, platform, order);
}

/** A PDF manual. */
export function manual(id: string, title: string, source: string, order = 1): DemoStoredFile {
  return storedFile('manual', id, title, source, 'pdf', order);
}

/** An instruction video; `addedAt` (epoch ms) names its purpose group. */
export function video(
  id: string,
  title: string,
  youtubeId: string,
  addedAt: number,
): DemoVideoFile {
  return {
    id,
    title,
    display_name: title,
    file_type: 'youtube',
    file_purpose: `instruction_video_${addedAt}`,
    platform: 'youtube',
    order_position: 1,
    file_path: `https://www.youtube.com/watch?v=${youtubeId}`,
    file_size: null,
  };
}
