import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Spec section 9: data cache lifetime 5 minutes; retry backoff starts at 1 s, capped at 30 s. */
const CACHE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_RETRIES = 3;

/** A 4xx will not change by asking again, except timeouts and rate limits. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS,
        gcTime: CACHE_LIFETIME_MS,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
