/**
 * The one retry of transient failures (throttling, unprocessed batch items, transaction
 * conflicts): exponential backoff with full jitter, so callers that failed together do not come
 * back together. Optimistic-concurrency loops (re-read, then write on a condition) are not this:
 * they retry because the data changed, and need no wait.
 */
export interface RetryOptions {
  /** Calls of `fn` in all, the first one included. */
  attempts: number;
  /** The longest wait after the first failure; it doubles after each further failure. */
  baseMs: number;
  /** No wait is ever longer than this. */
  maxMs: number;
  /** Whether an error is worth another attempt; any other error is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** Unit tests inject these; by default a timer and Math.random. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const timerSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wait after the `failures`-th failure (1 for the first): a uniformly random duration up to
 * min(maxMs, baseMs * 2^(failures - 1)) ("full jitter").
 */
export function backoffMs(
  failures: number,
  options: Pick<RetryOptions, 'baseMs' | 'maxMs'>,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Calls `fn` (with the attempt number, 0 first) until it resolves, an error is not retryable, or
 * `attempts` calls have failed; then the last error is thrown as it was.
 */
export async function withRetries<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? timerSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt + 1 >= options.attempts || !options.retryable(error)) throw error;
      await sleep(backoffMs(attempt + 1, options, random));
    }
  }
}
