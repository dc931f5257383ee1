import { downloadExtension } from '../../../lambdas/rules/file-names';

describe('download file extension', () => {
  it('takes an extension of up to 4 characters from the path', () => {
    expect(downloadExtension('p/v/automation-1.json', 'json')).toBe('json');
    expect(downloadExtension('p/v/manual-1.PDF', 'pdf')).toBe('pdf');
    expect(downloadExtension('p/v/sheet.xlsx', undefined)).toBe('xlsx');
  });

  it('maps the file type when the path has no short extension', () => {
    expect(downloadExtension('p/v/archive.tarball', 'zip')).toBe('zip');
    expect(downloadExtension('p/v/noextension', 'docx')).toBe('docx');
  });

  it('falls back to bin', () => {
    expect(downloadExtension('p/v/noextension', 'unknown')).toBe('bin');
    expect(downloadExtension('p/v/noextension', undefined)).toBe('bin');
  });
});
