import {
  AUTO_SEARCH_PAGES,
  searchProgress,
} from '../../../web/src/features/manage-products/search-progress';

const state = { searching: true, hasNextPage: true, shown: 0, pages: 1, pageSize: 24 };

describe('the back office product search', () => {
  it('asks for the next page by itself while a search has shown less than a page', () => {
    expect(searchProgress(state)).toEqual({ autoFetch: true, emptyText: 'Searching...' });
    expect(searchProgress({ ...state, shown: 23, pages: 4 }).autoFetch).toBe(true);
    expect(searchProgress({ ...state, shown: 24 }).autoFetch).toBe(false);
  });

  it('stops after a bounded number of pages and says matches may lie further on', () => {
    expect(searchProgress({ ...state, pages: AUTO_SEARCH_PAGES })).toEqual({
      autoFetch: false,
      emptyText: 'No matches among the products searched so far.',
    });
  });

  it('says there is no match only once the whole listing was searched', () => {
    expect(searchProgress({ ...state, hasNextPage: false })).toEqual({
      autoFetch: false,
      emptyText: 'No products match your search.',
    });
  });

  it('never pages by itself without a search', () => {
    expect(searchProgress({ ...state, searching: false })).toEqual({
      autoFetch: false,
      emptyText: 'No products yet.',
    });
  });
});
