import { formatFileSize } from '../../../web/src/lib/file-size';
import { filePurposeLabel, fileTypeLabel, isVideoFile } from '../../../web/src/lib/file-labels';

describe("file sizes on the account's and the back office's pages (binary scale)", () => {
  it('picks Bytes, KB, MB or GB in 1024 steps with at most 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3.456 * 1024 ** 3)).toBe('3.46 GB');
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048 GB');
    expect(formatFileSize(1024, 'binary')).toBe('1 KB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024 - 6000)).toBe('1018.14 KB');
  });

  it('is N/A when unknown', () => {
    expect(formatFileSize(null)).toBe('N/A');
    expect(formatFileSize(undefined)).toBe('N/A');
    expect(formatFileSize(-1)).toBe('N/A');
    expect(formatFileSize(Number.NaN)).toBe('N/A');
  });
});

describe('file sizes on the guest downloads page (megabytes scale)', () => {
  it('formats large files in MB with one decimal, even past 1 GB', () => {
    expect(formatFileSize(1024 * 1024, 'megabytes')).toBe('1.0 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'megabytes')).toBe('2.5 MB');
    expect(formatFileSize(1_234_567, 'megabytes')).toBe('1.2 MB');
    expect(formatFileSize(5 * 1024 ** 3, 'megabytes')).toBe('5120.0 MB');
  });

  it('tells an empty file from a small one: KB below 1 MB, bytes below 1 KB', () => {
    expect(formatFileSize(0, 'megabytes')).toBe('0 Bytes');
    expect(formatFileSize(512, 'megabytes')).toBe('512 Bytes');
    expect(formatFileSize(20_000, 'megabytes')).toBe('19.5 KB');
    expect(formatFileSize(60_000, 'megabytes')).toBe('58.6 KB');
    expect(formatFileSize(1024, 'megabytes')).toBe('1.0 KB');
    expect(formatFileSize(1024 * 1024 - 1, 'megabytes')).toBe('1.0 MB');
  });

  it('has no size for videos and unusable values', () => {
    expect(formatFileSize(null, 'megabytes')).toBeNull();
    expect(formatFileSize(undefined, 'megabytes')).toBeNull();
    expect(formatFileSize(-1, 'megabytes')).toBeNull();
    expect(formatFileSize(Number.NaN, 'megabytes')).toBeNull();
  });
});

describe('file labels', () => {
  it('names types and purposes', () => {
    expect(fileTypeLabel('json')).toBe('JSON');
    expect(fileTypeLabel('youtube')).toBe('Video');
    expect(fileTypeLabel('')).toBe('File');
    expect(filePurposeLabel('automation')).toBe('Automation');
    expect(filePurposeLabel('instruction_video_1788863400000')).toBe('Instruction video');
    expect(filePurposeLabel('')).toBe('');
    expect(isVideoFile('YouTube')).toBe(true);
    expect(isVideoFile('pdf')).toBe(false);
  });
});
