/**
 * What sellers may upload and how a file's purpose and platform are detected from its name and
 * type, written once for the upload form and the API.
 */
import type { Platform } from './product';

/**
 * The file platform of each platform the shop sells (rules/product.ts PLATFORMS): every one of
 * them must be offered for a file, or a product's own automation could not be marked as such.
 */
export const PRODUCT_FILE_PLATFORMS = {
  n8n: 'n8n',
  Make: 'make.com',
  Zapier: 'zapier',
} as const satisfies Record<Platform, string>;

/** The platforms a seller can set on a file row; detection may also give the others. */
export const EDITABLE_FILE_PLATFORMS = [
  ...Object.values(PRODUCT_FILE_PLATFORMS),
  'general',
  'openai',
  'google-sheets',
  'google-apps-script',
] as const;
export const FILE_PLATFORMS = [...EDITABLE_FILE_PLATFORMS, 'youtube', 'pdf'] as const;
export type FilePlatform = (typeof FILE_PLATFORMS)[number];

/** The file platform of a product's platform; undefined for one the shop does not sell. */
export function filePlatformOfProduct(platform: string | undefined): FilePlatform | undefined {
  return platform && Object.hasOwn(PRODUCT_FILE_PLATFORMS, platform)
    ? PRODUCT_FILE_PLATFORMS[platform as Platform]
    : undefined;
}

/** Purposes a stored (uploaded) file may have; instruction videos are links, not uploads. */
export const UPLOAD_PURPOSES = [
  'automation',
  'manual',
  'video',
  'general',
  'instruction_manual',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'mkv', 'webm'];
const MANUAL_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'];

/** The allow-list: automation exports, documents, archives and the spec's video types. */
export const ALLOWED_UPLOAD_EXTENSIONS: Readonly<Record<string, string>> = {
  json: 'application/json',
  js: 'text/javascript',
  gs: 'text/plain',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  xml: 'application/xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
};

export const UPLOAD_LIMITS = {
  /** One product file (S3 refuses a different length than the one signed). */
  fileBytes: 200 * 1024 * 1024,
  /** One WebP rendition of a product image. */
  imageBytes: 5 * 1024 * 1024,
} as const;

/** Lower-case extension of a file name, '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedUpload(fileName: string): boolean {
  return Object.hasOwn(ALLOWED_UPLOAD_EXTENSIONS, fileExtension(fileName));
}

/** The content type an upload is stored (and signed) with: by extension, never the browser's. */
export function uploadContentType(fileName: string): string {
  return ALLOWED_UPLOAD_EXTENSIONS[fileExtension(fileName)] ?? 'application/octet-stream';
}

/** Spec: video for mp4, mov, avi, mkv, webm; manual for pdf, doc, docx, txt or a name containing manual or guide; otherwise automation. */
export function detectPurpose(fileName: string): 'video' | 'manual' | 'automation' {
  const extension = fileExtension(fileName);
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video';
  const name = fileName.toLowerCase();
  if (MANUAL_EXTENSIONS.includes(extension) || name.includes('manual') || name.includes('guide')) {
    return 'manual';
  }
  return 'automation';
}

/**
 * Spec: automation names containing make give make.com; containing openai, gpt or oai give
 * openai; video gives youtube; manual or pdf/doc/docx gives pdf; else general. An automation
 * file uploaded to a product is that product's platform (an n8n product's export is n8n
 * whatever its name says); the name decides only without one.
 */
export function detectPlatform(
  fileName: string,
  purpose: string,
  productPlatform?: string,
): FilePlatform {
  const name = fileName.toLowerCase();
  const extension = fileExtension(fileName);
  const own = filePlatformOfProduct(productPlatform);
  if (purpose === 'automation' && own) return own;
  if (purpose === 'automation') {
    if (name.includes('make')) return 'make.com';
    if (name.includes('openai') || name.includes('gpt') || name.includes('oai')) return 'openai';
  }
  if (purpose === 'video') return 'youtube';
  if (purpose === 'manual' || ['pdf', 'doc', 'docx'].includes(extension)) return 'pdf';
  return 'general';
}

/** The file type stored on the row: the extension ('json', 'pdf', ...). */
export function fileTypeOf(fileName: string): string {
  return fileExtension(fileName) || 'bin';
}

/** The extensions a purpose accepts: instruction manuals are PDF, the rest the allow-list. */
export function acceptedUploadExtensions(purpose?: UploadPurpose): readonly string[] {
  return purpose === 'instruction_manual' ? ['pdf'] : Object.keys(ALLOWED_UPLOAD_EXTENSIONS);
}

/** Why a file may not be uploaded for a purpose ('' when it may): the allow-list, PDF manuals. */
export function uploadRefusal(
  fileName: string,
  purpose: UploadPurpose,
): 'typeNotAllowed' | 'manualMustBePdf' | '' {
  if (!isAllowedUpload(fileName)) return 'typeNotAllowed';
  if (!acceptedUploadExtensions(purpose).includes(fileExtension(fileName))) {
    return 'manualMustBePdf';
  }
  return '';
}
