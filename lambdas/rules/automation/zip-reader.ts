/**
 * Reads a .zip of automation files. Sizes come from the archive's central directory and are
 * checked before anything is inflated (a zip bomb is refused unopened); only .json members are
 * read, nested archives are not followed, and names are only shown, never used as paths.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { AUTOMATION_MAX_BYTES, refuse } from './manifest';

export const ZIP_MAX_MEMBERS = 50;
export const ZIP_MAX_TOTAL_BYTES = 20 * 1024 * 1024;
const DEFLATE = 8;
const STORED = 0;

export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function isAutomationMember(name: string): boolean {
  // macOS archives carry __MACOSX/._x.json resource forks beside each file.
  return /\.json$/i.test(name) && !/(^|\/)(__MACOSX\/|\._)/.test(name);
}

export interface ZipMember {
  name: string;
  bytes: Uint8Array;
}

export function unzipAutomationMembers(bytes: Uint8Array): ZipMember[] {
  const listed: UnzipFileInfo[] = [];
  try {
    // First pass: the central directory only, nothing inflated.
    unzipSync(bytes, {
      filter: (file) => {
        listed.push(file);
        return false;
      },
    });
  } catch {
    return refuse('The file is not a valid zip archive.');
  }
  if (listed.length > ZIP_MAX_MEMBERS) {
    refuse(`The archive holds more than ${ZIP_MAX_MEMBERS} files.`);
  }
  const wanted = listed.filter((file) => isAutomationMember(file.name));
  let total = 0;
  for (const file of wanted) {
    if (file.originalSize > AUTOMATION_MAX_BYTES) {
      refuse(`In the archive, "${file.name}" is larger than 2 MB.`);
    }
    if (file.compression !== DEFLATE && file.compression !== STORED) {
      refuse(`In the archive, "${file.name}" uses a compression this shop cannot read.`);
    }
    total += file.originalSize;
  }
  if (total > ZIP_MAX_TOTAL_BYTES) refuse('The archive unpacks to more than 20 MB.');
  if (wanted.length === 0) refuse('The archive holds no automation files (.json).');
  const names = new Set(wanted.map((file) => file.name));
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => names.has(file.name) });
  } catch {
    return refuse('The file is not a valid zip archive.');
  }
  return wanted.map((file) => {
    const data = files[file.name] ?? new Uint8Array();
    // A member whose directory entry understated its size is refused like an oversized one.
    if (data.length > AUTOMATION_MAX_BYTES)
      refuse(`In the archive, "${file.name}" is larger than 2 MB.`);
    return { name: file.name, bytes: data };
  });
}
