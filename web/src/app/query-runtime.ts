import {
  InfiniteQueryObserver,
  notifyManager,
  QueryObserver,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { seedLandingData } from './landing-data';
import { createQueryClient } from './query-client';

/** The lazily loaded half of query-store.ts: the client and what lazy-query.ts observes with. */
let client: QueryClient | null = null;

export function startQueryClient(): QueryClient {
  if (client) return client;
  client = createQueryClient();
  // What QueryClientProvider would do on mount: refetch on focus and reconnect. The app keeps
  // one client for its lifetime, so it is never unmounted.
  client.mount();
  seedLandingData(client);
  return client;
}

export function queryClient(): QueryClient {
  return client ?? startQueryClient();
}

type Options = { queryKey: QueryKey } & Record<string, unknown>;

/**
 * An observer as useQuery/useInfiniteQuery build one, with the client's defaults and the
 * optimistic results their first render relies on (pending and fetching before the effect).
 */
export function defaulted(options: Options) {
  return {
    ...queryClient().defaultQueryOptions(options),
    _optimisticResults: 'optimistic' as const,
  };
}

export function createObserver(options: Options, infinite: boolean) {
  const client = queryClient();
  return infinite
    ? new InfiniteQueryObserver(client, defaulted(options) as never)
    : new QueryObserver(client, defaulted(options) as never);
}

export const batchCalls = (callback: () => void) => notifyManager.batchCalls(callback);
