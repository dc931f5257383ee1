import {
  applyDocumentChanges,
  emptySearchIndex,
} from '../../../../lambdas/services/search/search-index';
import * as ranking from '../../../../lambdas/services/search/search-ranking';

jest.mock('../../../../lambdas/services/search/search-ranking', () => {
  const actual = jest.requireActual<typeof ranking>(
    '../../../../lambdas/services/search/search-ranking',
  );
  return { ...actual, runSearch: jest.fn(actual.runSearch) };
});
import {
  MAX_KEPT_SEARCHES,
  searchOutcome,
} from '../../../../lambdas/services/search/search-results';
import { SEARCH_FIXTURE } from '../../../fixtures/search/catalogue';

const SHOPPER = { isAdmin: false };
const ADMIN = { isAdmin: true };

function fixtureIndex() {
  const index = emptySearchIndex();
  applyDocumentChanges(index, SEARCH_FIXTURE);
  return index;
}

const request = (q: string, more: Partial<ranking.SearchRequest> = {}): ranking.SearchRequest => ({
  q,
  sort: 'relevance',
  limit: 24,
  ...more,
});

describe('kept search outcomes', () => {
  const run = jest.mocked(ranking.runSearch);
  afterEach(() => run.mockClear());

  it('answer a repeated search from the same index without searching again, exactly as before', () => {
    const index = fixtureIndex();
    const first = searchOutcome(index, request('slack'), SHOPPER);
    expect(searchOutcome(index, request('slack'), SHOPPER)).toEqual(first);
    expect(run).toHaveBeenCalledTimes(1);
    expect(first).toEqual(
      jest
        .requireActual<typeof ranking>('../../../../lambdas/services/search/search-ranking')
        .runSearch(index, request('slack'), SHOPPER),
    );
  });

  it('search again for another text, filter, page, order, page size or viewer', () => {
    const index = fixtureIndex();
    searchOutcome(index, request('slack'), SHOPPER);
    searchOutcome(index, request('Slack'), SHOPPER);
    searchOutcome(index, request('slack', { category: 'Sales' }), SHOPPER);
    searchOutcome(index, request('slack', { sort: 'newest' }), SHOPPER);
    searchOutcome(index, request('slack', { limit: 12 }), SHOPPER);
    searchOutcome(index, request('slack'), ADMIN);
    const [hit] = searchOutcome(index, request('slack', { limit: 1 }), SHOPPER).hits;
    searchOutcome(index, request('slack', { limit: 1, after: hit }), SHOPPER);
    expect(run).toHaveBeenCalledTimes(8);
  });

  it('are forgotten when another index serves, and the least recently used go first', () => {
    const index = fixtureIndex();
    searchOutcome(index, request('slack'), SHOPPER);
    const changed = fixtureIndex();
    applyDocumentChanges(changed, [{ id: SEARCH_FIXTURE[0]!.id }]);
    searchOutcome(changed, request('slack'), SHOPPER);
    expect(run).toHaveBeenCalledTimes(2);

    for (let turn = 0; turn < MAX_KEPT_SEARCHES; turn += 1) {
      searchOutcome(changed, request(`word${turn}`), SHOPPER);
      if (turn === MAX_KEPT_SEARCHES / 2) searchOutcome(changed, request('slack'), SHOPPER);
    }
    run.mockClear();
    searchOutcome(changed, request('slack'), SHOPPER);
    searchOutcome(changed, request('word0'), SHOPPER);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenLastCalledWith(changed, request('word0'), SHOPPER);
  });
});
