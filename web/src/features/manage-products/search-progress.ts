/** Search pages fetched without a click while they hold fewer than a page of matches. */
export const AUTO_SEARCH_PAGES = 10;

export interface SearchState {
  searching: boolean;
  hasNextPage: boolean;
  /** Products shown so far, over `pages` pages fetched. */
  shown: number;
  pages: number;
  pageSize: number;
}

/**
 * A search reads a bounded slice of the listing per request (the server's search reads), so a
 * search with few matches so far asks for the next page by itself, up to AUTO_SEARCH_PAGES,
 * before the "Search further" button takes over; the empty state says which case it is.
 */
export function searchProgress(state: SearchState): { autoFetch: boolean; emptyText: string } {
  const autoFetch =
    state.searching &&
    state.hasNextPage &&
    state.shown < state.pageSize &&
    state.pages < AUTO_SEARCH_PAGES;
  const emptyText = !state.searching
    ? 'No products yet.'
    : autoFetch
      ? 'Searching...'
      : state.hasNextPage
        ? 'No matches among the products searched so far.'
        : 'No products match your search.';
  return { autoFetch, emptyText };
}
