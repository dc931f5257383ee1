import type { PurchasedFile, PurchasedVersion } from '../../../lambdas/contracts/my-account';
import { MIN_PASSWORD_LENGTH } from '../../../lambdas/rules/validation';
import {
  capitalizeLabel,
  formatRegistrationDate,
  refundedAtOf,
  roleTone,
  statusTone,
} from '../../../web/src/features/account/account-format';
import { ACCOUNT_TEXT, messageOr } from '../../../web/src/features/account/account-text';
import {
  defaultVersion,
  filesOfVersion,
  watchUrlOf,
  youtubeIdOf,
} from '../../../web/src/features/account/product-files';

describe('account summary', () => {
  it("formats the registration date as 'MMMM d, yyyy'", () => {
    expect(formatRegistrationDate('2026-01-15T12:00:00.000Z')).toBe('January 15, 2026');
    expect(formatRegistrationDate('2025-09-08T12:00:00Z')).toBe('September 8, 2025');
  });

  it("says 'Unknown' without a usable date", () => {
    expect(formatRegistrationDate(undefined)).toBe('Unknown');
    expect(formatRegistrationDate(null)).toBe('Unknown');
    expect(formatRegistrationDate('')).toBe('Unknown');
    expect(formatRegistrationDate('not a date')).toBe('Unknown');
  });

  it('capitalises role and status badges', () => {
    expect(capitalizeLabel('admin')).toBe('Admin');
    expect(capitalizeLabel('seller')).toBe('Seller');
    expect(capitalizeLabel('test_user')).toBe('Test User');
    expect(capitalizeLabel('user')).toBe('User');
    expect(capitalizeLabel('active')).toBe('Active');
    expect(capitalizeLabel('registered')).toBe('Registered');
    expect(capitalizeLabel(null)).toBe('Unknown');
  });

  it('colours active, registered and other states apart', () => {
    expect(statusTone('active')).toBe('green');
    expect(statusTone('registered')).toBe('amber');
    expect(statusTone('suspended')).toBe('neutral');
    expect(roleTone('admin')).not.toBe(roleTone('user'));
  });
});

describe('a refunded purchase', () => {
  const refunded = { product_id: 'p1', refunded_at: '2026-05-02T10:00:00.000Z' };

  it('is refunded when every purchase of the product is', () => {
    expect(refundedAtOf([refunded, { product_id: 'p2' }], 'p1')).toBe(refunded.refunded_at);
  });

  it('is not when another purchase of it (a test purchase) still grants it, or none is known', () => {
    expect(refundedAtOf([refunded, { product_id: 'p1' }], 'p1')).toBeUndefined();
    expect(refundedAtOf([{ product_id: 'p2' }], 'p2')).toBeUndefined();
    expect(refundedAtOf([refunded], 'p3')).toBeUndefined();
    expect(refundedAtOf(undefined, 'p1')).toBeUndefined();
  });

  it('says when it was refunded and that its files need a new purchase', () => {
    expect(ACCOUNT_TEXT.refundedText('May 2, 2026')).toBe(
      'This purchase was refunded on May 2, 2026. You need to purchase this product to download files.',
    );
    expect(ACCOUNT_TEXT.refundedText(null)).toBe(
      'This purchase was refunded. You need to purchase this product to download files.',
    );
  });
});

describe('account texts', () => {
  it('uses the server message or the fallback', () => {
    expect(messageOr(new Error('Incorrect username or password.'), 'x')).toBe(
      'Incorrect username or password.',
    );
    expect(messageOr(new Error('  '), ACCOUNT_TEXT.profileFailed)).toBe('Failed to update profile');
    expect(messageOr(null, ACCOUNT_TEXT.passwordFailed)).toBe(
      'Failed to update password. Please try again.',
    );
  });

  it('spells the tab and box titles', () => {
    expect(ACCOUNT_TEXT.purchasesTab(2)).toBe('My Purchases (2)');
    expect(ACCOUNT_TEXT.whatsNew('1.2.0')).toBe("What's New in Version 1.2.0");
    expect(ACCOUNT_TEXT.loadFilesFailed('boom')).toBe('Error loading files: boom');
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });
});

const version = (id: string, release: string, latest = false): PurchasedVersion => ({
  id,
  version_number: id,
  release_date: release,
  is_latest: latest,
  changelog: '',
});

const file = (overrides: Partial<PurchasedFile>): PurchasedFile => ({
  id: 'f',
  version_id: 'v2',
  title: 'File',
  display_name: 'File',
  file_type: 'json',
  file_purpose: 'automation',
  platform: 'general',
  order_position: 1,
  file_size: 100,
  ...overrides,
});

describe('purchased-product view rules', () => {
  it('selects the latest version, else the newest release', () => {
    const v1 = version('v1', '2026-01-01');
    const v2 = version('v2', '2026-03-01');
    expect(defaultVersion([v2, version('v3', '2026-02-01', true), v1])?.id).toBe('v3');
    expect(defaultVersion([v1, v2])?.id).toBe('v2');
    expect(defaultVersion([])).toBeUndefined();
  });

  it('splits a version into files, manuals and instruction videos', () => {
    const all = [
      file({ id: 'json', order_position: 1 }),
      file({ id: 'pdf', file_type: 'pdf', file_purpose: 'manual' }),
      file({ id: 'guide', file_type: 'pdf', file_purpose: 'instruction_manual' }),
      file({
        id: 'yt',
        file_type: 'youtube',
        file_purpose: 'instruction_video_1788863400000',
        file_size: null,
        youtube_id: 'dQw4w9WgXcQ',
      }),
      file({ id: 'demo', file_type: 'video', file_purpose: 'video', file_size: null }),
      file({ id: 'image', file_purpose: 'gallery' }),
      file({ id: 'old', version_id: 'v1' }),
    ];
    const split = filesOfVersion(all, 'v2');
    expect(split.files.map((item) => item.id)).toEqual(['json', 'guide', 'pdf']);
    expect(split.manuals.map((item) => item.id)).toEqual(['guide', 'pdf']);
    expect(split.videos.map((item) => item.id)).toEqual(['yt', 'demo']);
    expect(filesOfVersion(all, undefined).files).toEqual([]);
  });

  it('finds the YouTube id and the watch URL', () => {
    expect(youtubeIdOf({ youtube_id: 'dQw4w9WgXcQ' })).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf({ watch_url: 'https://youtu.be/dQw4w9WgXcQ' })).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf({ youtube_id: 'short', watch_url: '' })).toBeNull();
    expect(watchUrlOf({ watch_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });
});
