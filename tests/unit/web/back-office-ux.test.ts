import { MANAGE_MESSAGES } from '../../../lambdas/contracts/manage/products';
import { acceptedUploadExtensions, UPLOAD_LIMITS } from '../../../lambdas/rules/uploads';
import { ACCESS_TEXT, denialText } from '../../../web/src/features/backoffice/access-text';
import {
  acceptedTypesText,
  destinationText,
  NO_FILE_DESTINATION,
  sizeLimitText,
  uploadProblem,
} from '../../../web/src/features/manage-products/upload-hints';

describe('the back-office role guard texts', () => {
  it('asks a signed-out visitor of either area to log in, in the spec words', () => {
    expect(ACCESS_TEXT.title).toBe('Access Denied');
    expect(denialText('admin', false)).toBe('You need to be logged in to access the admin panel.');
    expect(denialText('seller', false)).toBe('You need to be logged in to access the admin panel.');
  });

  it('tells a signed-in user which role the area needs', () => {
    expect(denialText('admin', true)).toBe('You need admin privileges to access this page.');
    expect(denialText('seller', true)).toBe('You need seller privileges to access this page.');
  });
});

describe('the upload box hints', () => {
  it('lists every type of the allow-list, and only PDF for instruction manuals', () => {
    const general = acceptedTypesText();
    expect(general.startsWith('Accepted types: .')).toBe(true);
    const listed = general.replace('Accepted types: ', '').split(', ');
    expect(listed).toEqual(acceptedUploadExtensions().map((extension) => `.${extension}`));
    expect(listed).toEqual(expect.arrayContaining(['.json', '.pdf', '.zip', '.mp4', '.docx']));
    expect(listed).not.toContain('.exe');
    expect(acceptedTypesText('instruction_manual')).toBe('Accepted types: .pdf');
    expect(acceptedTypesText('automation')).toBe(general);
  });

  it('states the shared size limit', () => {
    expect(UPLOAD_LIMITS.fileBytes).toBe(200 * 1024 * 1024);
    expect(sizeLimitText()).toBe('Size limit: 200 MB per file');
  });

  it('says where a chosen file will be filed, or asks for one', () => {
    expect(destinationText(null)).toBe(NO_FILE_DESTINATION);
    expect(NO_FILE_DESTINATION).toBe('Choose a file to see where it will be filed');
    const blueprint = { name: 'make-router.json', size: 2048 };
    expect(destinationText({ file: blueprint, purpose: 'automation', platform: 'make.com' })).toBe(
      'Will be filed under Automation, platform make.com',
    );
    expect(
      destinationText(
        { file: { name: 'setup.pdf', size: 10 }, purpose: 'instruction_manual', platform: 'pdf' },
        '2.1.0',
      ),
    ).toBe('Will be filed under Instruction manual, platform pdf, version 2.1.0');
  });

  it('says before Upload why a file would be refused, with the API messages', () => {
    const tooBig = { name: 'big.zip', size: UPLOAD_LIMITS.fileBytes + 1 };
    expect(uploadProblem(tooBig, 'automation')).toBe(MANAGE_MESSAGES.uploadTooLarge);
    expect(uploadProblem({ name: 'big.zip', size: UPLOAD_LIMITS.fileBytes }, 'automation')).toBe(
      '',
    );
    expect(uploadProblem({ name: 'tool.exe', size: 1 }, 'automation')).toBe(
      MANAGE_MESSAGES.uploadTypeNotAllowed,
    );
    expect(uploadProblem({ name: 'setup.docx', size: 1 }, 'instruction_manual')).toBe(
      MANAGE_MESSAGES.manualMustBePdf,
    );
    expect(
      destinationText({
        file: { name: 'tool.exe', size: 1 },
        purpose: 'automation',
        platform: 'general',
      }),
    ).toBe('This file type cannot be uploaded.');
  });
});
