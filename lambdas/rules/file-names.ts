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
