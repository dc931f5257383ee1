import { confirmFileBody } from '../../../lambdas/contracts/manage/files';
import { PLATFORMS } from '../../../lambdas/rules/product';
import {
  EDITABLE_FILE_PLATFORMS,
  filePlatformOfProduct,
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

describe('file platforms of the platforms the shop sells', () => {
  test('every product platform can be set on a file', () => {
    for (const platform of PLATFORMS) {
      const own = filePlatformOfProduct(platform);
      expect([
        platform,
        own && (EDITABLE_FILE_PLATFORMS as readonly string[]).includes(own),
      ]).toEqual([platform, true]);
    }
    expect(EDITABLE_FILE_PLATFORMS).toEqual(expect.arrayContaining(['n8n', 'make.com', 'zapier']));
    expect(filePlatformOfProduct('Airtable')).toBeUndefined();
    expect(filePlatformOfProduct(undefined)).toBeUndefined();
  });

  test.each([
    ['workflow.json', 'n8n', 'n8n'],
    ['make-style-export.json', 'n8n', 'n8n'],
    ['zap.json', 'Zapier', 'zapier'],
    ['scenario.json', 'Make', 'make.com'],
    ['gpt-flow.json', 'Airtable', 'openai'],
  ])('an automation %s on a %s product is %s', (name, productPlatform, platform) => {
    expect(detectPlatform(name, 'automation', productPlatform)).toBe(platform);
  });

  test('manuals and videos keep their own platform on any product', () => {
    expect(detectPlatform('setup-guide.pdf', 'manual', 'n8n')).toBe('pdf');
    expect(detectPlatform('intro.mp4', 'video', 'n8n')).toBe('youtube');
  });

  test('the upload contract accepts n8n and zapier files', () => {
    const confirm = {
      versionId: 'version-1',
      key: 'products/p/v/file.json',
      title: 'Workflow',
      display_name: 'workflow.json',
      file_purpose: 'automation',
    };
    for (const platform of ['n8n', 'zapier']) {
      expect(confirmFileBody.safeParse({ ...confirm, platform }).success).toBe(true);
    }
    expect(confirmFileBody.safeParse({ ...confirm, platform: 'airtable' }).success).toBe(false);
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
