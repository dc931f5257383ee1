import {
  detectPlatform,
  detectPurpose,
  isAllowedUpload,
  uploadContentType,
  uploadRefusal,
  acceptedUploadExtensions,
  ALLOWED_UPLOAD_EXTENSIONS,
} from '../../../lambdas/rules/uploads';

describe('upload auto-detection', () => {
  test.each([
    ['intro.mp4', 'video'],
    ['DEMO.MOV', 'video'],
    ['walkthrough.avi', 'video'],
    ['clip.mkv', 'video'],
    ['clip.webm', 'video'],
    ['setup.pdf', 'manual'],
    ['setup.doc', 'manual'],
    ['setup.docx', 'manual'],
    ['notes.txt', 'manual'],
    ['User-Manual.json', 'manual'],
    ['quick guide.zip', 'manual'],
    ['scenario.json', 'automation'],
    ['make-blueprint.json', 'automation'],
    ['helper.js', 'automation'],
    ['no-extension', 'automation'],
  ])('%s is a %s file', (name, purpose) => {
    expect(detectPurpose(name)).toBe(purpose);
  });

  test.each([
    ['make-blueprint.json', 'automation', 'make.com'],
    ['Make Scenario.json', 'automation', 'make.com'],
    ['openai-assistant.json', 'automation', 'openai'],
    ['gpt-prompts.json', 'automation', 'openai'],
    ['oai-flow.json', 'automation', 'openai'],
    ['crm-sync.json', 'automation', 'general'],
    ['intro.mp4', 'video', 'youtube'],
    ['setup.txt', 'manual', 'pdf'],
    ['setup-guide.zip', 'manual', 'pdf'],
    ['report.docx', 'general', 'pdf'],
    ['data.csv', 'general', 'general'],
  ])('%s (%s) is detected as platform %s', (name, purpose, platform) => {
    expect(detectPlatform(name, purpose)).toBe(platform);
  });

  test('a video or manual named after make is not a make.com automation', () => {
    expect(detectPlatform('make-intro.mp4', detectPurpose('make-intro.mp4'))).toBe('youtube');
    expect(detectPlatform('make-manual.pdf', detectPurpose('make-manual.pdf'))).toBe('pdf');
  });
});

describe('upload allow-list', () => {
  test('types come from the extension, never from what the browser claims', () => {
    expect(uploadContentType('flow.JSON')).toBe('application/json');
    expect(uploadContentType('manual.pdf')).toBe('application/pdf');
    expect(isAllowedUpload('run.exe')).toBe(false);
    expect(isAllowedUpload('archive.tar.gz')).toBe(false);
    expect(isAllowedUpload('.json')).toBe(false);
  });

  test('instruction manuals must be PDF files', () => {
    expect(uploadRefusal('manual.pdf', 'instruction_manual')).toBe('');
    expect(uploadRefusal('manual.docx', 'instruction_manual')).toBe('manualMustBePdf');
    expect(uploadRefusal('manual.docx', 'manual')).toBe('');
    expect(uploadRefusal('virus.exe', 'automation')).toBe('typeNotAllowed');
  });
});

describe('accepted extensions per purpose', () => {
  it('accepts the whole allow-list, except instruction manuals which are PDF only', () => {
    expect(acceptedUploadExtensions()).toEqual(Object.keys(ALLOWED_UPLOAD_EXTENSIONS));
    expect(acceptedUploadExtensions('automation')).toEqual(Object.keys(ALLOWED_UPLOAD_EXTENSIONS));
    expect(acceptedUploadExtensions('instruction_manual')).toEqual(['pdf']);
    for (const extension of acceptedUploadExtensions('manual')) {
      expect(uploadRefusal(`file.${extension}`, 'manual')).toBe('');
    }
  });
});
