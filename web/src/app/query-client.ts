import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Data is cached for 5 minutes; retries back off from 1 s, doubling, capped at 30 s. */
const CACHE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_RETRIES = 3;

export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** A 4xx will not change by asking again, except timeouts and rate limits. */
export function isRetryable(error: unknown): boolean {
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
        retryDelay: retryDelayMs,
      },
    },
  });
}
