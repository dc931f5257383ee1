import { QueryClient } from '@tanstack/react-query';
import { isRetryable, retryDelayMs } from '../lib/query-retry';

/** Data is cached for 5 minutes; retries back off from 1 s, doubling, capped at 30 s. */
const CACHE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_RETRIES = 3;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS,
        gcTime: CACHE_LIFETIME_MS,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: retryDelayMs,
      },
    },
  });
}
