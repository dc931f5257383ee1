const TYPE_EXTENSIONS: Record<string, string> = {
  json: 'json',
  pdf: 'pdf',
  zip: 'zip',
  xlsx: 'xlsx',
  docx: 'docx',
  txt: 'txt',
  csv: 'csv',
  xml: 'xml',
};

/**
 * Spec, "Download file extension": taken from the path if 4 characters or fewer, else mapped
 * from the file type, default bin.
 */
export function downloadExtension(filePath: string, fileType: string | undefined): string {
  const name = filePath.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  const fromPath = dot > 0 ? name.slice(dot + 1) : '';
  if (fromPath && fromPath.length <= 4) return fromPath.toLowerCase();
  return TYPE_EXTENSIONS[(fileType ?? '').toLowerCase()] ?? 'bin';
}

const MAX_BASE_NAME = 120;

/** A display name that already ends like a file name: `dashboard.gs`, `manual.pdf`. */
const OWN_EXTENSION = /\.[A-Za-z0-9]{1,4}$/;

/**
 * The name a download is saved under: the display name made safe for a Content-Disposition
 * header (ASCII letters, digits, space, `.`, `-`, `_`, `(`, `)`). A name that has an extension
 * of its own is saved as it is shown (`dashboard.gs`, not `dashboard.gs.js`); otherwise the
 * download extension is added.
 */
export function downloadFileName(
  displayName: string,
  filePath: string,
  fileType: string | undefined,
): string {
  const extension = downloadExtension(filePath, fileType);
  let base = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .()-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[._ ]+|[._ ]+$/g, '');
  if (OWN_EXTENSION.test(base) && base.length <= MAX_BASE_NAME) return base;
  base = base.slice(0, MAX_BASE_NAME).trim() || 'download';
  return `${base}.${extension}`;
}
