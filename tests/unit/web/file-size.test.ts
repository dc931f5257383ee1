import { formatFileSizeMb } from '../../../web/src/lib/file-size';
import { filePurposeLabel, fileTypeLabel, isVideoFile } from '../../../web/src/lib/file-labels';

describe('file size on the downloads page', () => {
  it('formats large files in MB with one decimal', () => {
    expect(formatFileSizeMb(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSizeMb(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSizeMb(1_234_567)).toBe('1.2 MB');
  });

  it('tells an empty file from a small one: KB below 1 MB, bytes below 1 KB', () => {
    expect(formatFileSizeMb(0)).toBe('0 Bytes');
    expect(formatFileSizeMb(512)).toBe('512 Bytes');
    expect(formatFileSizeMb(20_000)).toBe('19.5 KB');
    expect(formatFileSizeMb(60_000)).toBe('58.6 KB');
    expect(formatFileSizeMb(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('has no size for videos and unusable values', () => {
    expect(formatFileSizeMb(null)).toBeNull();
    expect(formatFileSizeMb(undefined)).toBeNull();
    expect(formatFileSizeMb(-1)).toBeNull();
    expect(formatFileSizeMb(Number.NaN)).toBeNull();
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
