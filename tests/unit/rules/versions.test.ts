import { downloadableFiles, latestPublishedVersion } from '../../../lambdas/rules/versions';

const version = (id: string, fields: Partial<Record<string, unknown>> = {}) => ({
  id,
  is_latest: false,
  is_published: true,
  release_date: '2026-01-01',
  created_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('latest published version', () => {
  it('takes the published version marked latest', () => {
    const versions = [
      version('old', { release_date: '2026-03-01' }),
      version('marked', { is_latest: true, release_date: '2026-02-01' }),
    ];
    expect(latestPublishedVersion(versions)?.id).toBe('marked');
  });

  it('never takes a draft, even one marked latest', () => {
    const versions = [
      version('published', { release_date: '2026-01-01' }),
      version('draft', { is_latest: true, is_published: false, release_date: '2026-06-01' }),
    ];
    expect(latestPublishedVersion(versions)?.id).toBe('published');
  });

  it('falls back to release date, then creation time', () => {
    const versions = [
      version('a', { release_date: '2026-02-01', created_at: '2026-02-01T00:00:00.000Z' }),
      version('b', { release_date: '2026-02-01', created_at: '2026-02-02T00:00:00.000Z' }),
      version('c', { release_date: '2026-01-01' }),
    ];
    expect(latestPublishedVersion(versions)?.id).toBe('b');
    expect(latestPublishedVersion([version('x', { is_published: false })])).toBeUndefined();
  });
});

describe('downloadable files', () => {
  const file = (id: string, versionId: string, purpose: string, order: number) => ({
    id,
    version_id: versionId,
    file_purpose: purpose,
    order_position: order,
    display_name: id,
  });

  it('lists the version’s files without gallery images, in order', () => {
    const files = [
      file('manual', 'v2', 'manual', 2),
      file('gallery', 'v2', 'gallery', 0),
      file('blueprint', 'v2', 'automation', 1),
      file('old', 'v1', 'automation', 1),
    ];
    expect(downloadableFiles(files, 'v2').map((f) => f.id)).toEqual(['blueprint', 'manual']);
  });
});
