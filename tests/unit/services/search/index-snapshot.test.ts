import { ENV } from '../../../../lambdas/infra/config';
import {
  getSearchIndexHead,
  getSearchSnapshot,
} from '../../../../lambdas/repositories/search-index-repository';
import { currentSearchIndex } from '../../../../lambdas/services/search/index-snapshot';
import {
  applyDocumentChanges,
  emptySearchIndex,
  serializeSearchIndex,
} from '../../../../lambdas/services/search/search-index';
import { SEARCH_FIXTURE } from '../../../fixtures/search/catalogue';

jest.mock('../../../../lambdas/repositories/search-index-repository', () => ({
  getSearchIndexHead: jest.fn(),
  getSearchSnapshot: jest.fn(),
}));
const head = jest.mocked(getSearchIndexHead);
const snapshot = jest.mocked(getSearchSnapshot);

const headAt = (version: number) => ({
  version,
  snapshot_key: `search-index/${version}.json.gz`,
  document_count: version,
  updated_at: '2026-11-26T00:00:00.000Z',
});

async function snapshotOf(count: number): Promise<string> {
  const index = emptySearchIndex();
  applyDocumentChanges(index, SEARCH_FIXTURE.slice(0, count));
  return serializeSearchIndex(index);
}

describe('the search function’s copy of the index', () => {
  let now = 1_000_000;
  beforeAll(() => {
    process.env.LOG_LEVEL = 'silent';
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  it('is loaded once, kept for the refresh time without reading the head, then replaced', async () => {
    process.env[ENV.searchIndexRefreshSeconds] = '30';
    const snapshots: Record<string, string> = {
      'search-index/1.json.gz': await snapshotOf(3),
      'search-index/2.json.gz': await snapshotOf(5),
    };
    snapshot.mockImplementation(async (key) => snapshots[key]);
    head.mockResolvedValue(headAt(1));
    expect((await currentSearchIndex()).engine.documentCount).toBe(3);
    expect((await currentSearchIndex()).engine.documentCount).toBe(3);
    expect(snapshot).toHaveBeenCalledTimes(1);

    head.mockResolvedValue(headAt(2));
    head.mockClear();
    now += 29_000;
    expect((await currentSearchIndex()).engine.documentCount).toBe(3);
    expect(head).not.toHaveBeenCalled();

    now += 2_000;
    expect((await currentSearchIndex()).engine.documentCount).toBe(5);
    expect(head).toHaveBeenCalledTimes(1);
    expect(snapshot).toHaveBeenCalledTimes(2);
  });

  it('reads the head on every search without a refresh time (locally, in tests)', async () => {
    delete process.env[ENV.searchIndexRefreshSeconds];
    head.mockClear();
    head.mockResolvedValue(headAt(2));
    await currentSearchIndex();
    await currentSearchIndex();
    expect(head).toHaveBeenCalledTimes(2);
  });
});
