import { ApiError } from './api-client';

/**
 * When the web asks the API again after a failed query: the query client's defaults, and the
 * catalogue's own polling while it shows an error.
 */

/** Retries back off from 1 s, doubling, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** A 4xx will not change by asking again, except timeouts and rate limits. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
