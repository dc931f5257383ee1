import type { InfiniteData, InfiniteQueryObserverResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CatalogueResponse } from '@rules/product';
import { useLandingAnswer } from '../../lib/landing-answer';
import { loadQueryRuntime, useQueryRuntime } from '../../lib/query-store';
import { useLazyQuery } from '../../lib/lazy-query';
import { catalogueQuery } from './catalogue-query';
import { type CatalogueView, catalogueApiPath } from './catalogue-view';

/** What the home page reads of its view's pages, with or without Query loaded. */
export interface CataloguePages {
  pages: CatalogueResponse[] | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): void;
  fetchNextPage(): void;
}

const PENDING: CataloguePages = {
  pages: undefined,
  isPending: true,
  isSuccess: false,
  isError: false,
  error: null,
  isFetching: true,
  hasNextPage: false,
  isFetchingNextPage: false,
  refetch: () => undefined,
  fetchNextPage: () => undefined,
};

function fromQuery(result: InfiniteQueryObserverResult<InfiniteData<CatalogueResponse>>) {
  return {
    pages: result.data?.pages,
    isPending: result.isPending,
    isSuccess: result.isSuccess,
    isError: result.isError,
    error: result.error,
    isFetching: result.isFetching,
    hasNextPage: result.hasNextPage,
    isFetchingNextPage: result.isFetchingNextPage,
    refetch: () => void result.refetch(),
    fetchNextPage: () => void result.fetchNextPage(),
  };
}

/**
 * The pages of one view. On an anonymous visitor's landing view the preloaded first page shows
 * before Query is loaded; asking for the next one loads Query, which then fetches it from the
 * seeded first page. Any other view, or a failed preload, goes through Query at once.
 */
export function useCatalogue(view: CatalogueView): CataloguePages {
  const landing = useLandingAnswer<CatalogueResponse>(catalogueApiPath(view));
  const [nextWanted, setNextWanted] = useState(false);
  let before: CataloguePages | null = null;
  if (landing?.status === 'pending') before = PENDING;
  if (landing?.status === 'success') {
    before = {
      ...PENDING,
      pages: [landing.data],
      isPending: false,
      isSuccess: true,
      isFetching: nextWanted,
      isFetchingNextPage: nextWanted,
      hasNextPage: landing.data.next_cursor != null,
      fetchNextPage: () => {
        setNextWanted(true);
        void loadQueryRuntime().catch((error: unknown) => console.error(error));
      },
    };
  }
  const result = useLazyQuery(
    catalogueQuery(view),
    true,
    (query) => fromQuery(query as InfiniteQueryObserverResult<InfiniteData<CatalogueResponse>>),
    before,
    PENDING,
  );
  // The page asked for the next page before Query was here: ask once it is.
  const runtime = useQueryRuntime();
  useEffect(() => {
    if (!nextWanted || !runtime || result.isPending) return;
    setNextWanted(false);
    if (result.hasNextPage && !result.isFetchingNextPage) result.fetchNextPage();
  }, [nextWanted, runtime, result]);
  return result;
}
