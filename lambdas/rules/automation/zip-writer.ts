/**
 * Rewrites a .zip of automation files with some members replaced (their cleaned text), every
 * other member kept with the same name, order and content. Only called after zip-reader.ts
 * accepted the archive (member count, sizes and compression checked); the limit on everything
 * unpacked here, non-JSON members included, is checked again from the central directory before
 * anything is inflated.
 */
import { unzipSync, zipSync, type UnzipFileInfo, type Zippable } from 'fflate';
import { refuse } from './manifest';
import { ZIP_MAX_TOTAL_BYTES } from './zip-reader';

const STORED = 0;

export function replaceZipMembers(
  bytes: Uint8Array,
  replacements: ReadonlyMap<string, Uint8Array>,
): Uint8Array {
  const listed: UnzipFileInfo[] = [];
  unzipSync(bytes, {
    filter: (file) => {
      listed.push(file);
      return false;
    },
  });
  const total = listed.reduce((sum, file) => sum + file.originalSize, 0);
  if (total > ZIP_MAX_TOTAL_BYTES) refuse('The archive unpacks to more than 20 MB.');
  const members = unzipSync(bytes);
  const rewritten: Zippable = {};
  for (const file of listed) {
    const data = replacements.get(file.name) ?? members[file.name] ?? new Uint8Array();
    // A member the seller stored uncompressed (often already-compressed media) stays stored.
    rewritten[file.name] = [data, { level: file.compression === STORED ? 0 : 6 }];
  }
  return zipSync(rewritten);
}
