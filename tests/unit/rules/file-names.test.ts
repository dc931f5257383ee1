import { downloadExtension, downloadFileName } from '../../../lambdas/rules/file-names';

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

describe('download file name', () => {
  it('saves a name that has its own extension exactly as it is shown', () => {
    expect(
      downloadFileName('stripe-revenue-dashboard-v1.1.0-dashboard.gs', 'p/v/a-1.js', 'js'),
    ).toBe('stripe-revenue-dashboard-v1.1.0-dashboard.gs');
    expect(downloadFileName('Setup manual.pdf', 'p/v/manual-1.pdf', 'pdf')).toBe(
      'Setup manual.pdf',
    );
  });

  it('adds the download extension to a name without one', () => {
    expect(downloadFileName('Revenue import workflow', 'p/v/a-1.json', 'json')).toBe(
      'Revenue import workflow.json',
    );
    expect(downloadFileName('Version 1.1.0 notes', 'p/v/x.bin', undefined)).toBe(
      'Version 1.1.0 notes.bin',
    );
  });

  it('makes the name safe for a Content-Disposition header', () => {
    expect(downloadFileName('Ré"sumé/\\evil', 'p/v/a.json', 'json')).toBe('Re_sume_evil.json');
    expect(downloadFileName('...', 'p/v/a.json', 'json')).toBe('download.json');
  });

  it('keeps accents out and quotes, line breaks and path parts away from the header', () => {
    expect(downloadFileName('Résumé "v2"\r\n/..', 'p/v/manual-1.pdf', 'pdf')).toBe(
      'Resume _v2.pdf',
    );
    expect(downloadFileName('???', 'p/v/file', undefined)).toBe('download.bin');
  });
});
