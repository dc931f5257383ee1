import { consumeRateLimit, type RateLimit } from '../../repositories/rate-limit-repository';
import { TooManyRequestsError } from './errors';

/** A limit of a route, before the subject (an address, a client IP, a product) is known. */
export type RateLimitRule = Omit<RateLimit, 'subject'>;

/**
 * Takes one use from each limit in turn; the first that is used up refuses the request with
 * 429, the given message and a Retry-After. Checked in order, so put the narrowest (per address)
 * first: a refused address does not also use up its client IP's allowance.
 */
export async function enforceRateLimits(
  checks: readonly { rule: RateLimitRule; subject: string }[],
  message: string,
  now = new Date(),
): Promise<void> {
  for (const { rule, subject } of checks) {
    const outcome = await consumeRateLimit({ ...rule, subject }, now);
    if (!outcome.allowed) throw new TooManyRequestsError(message, outcome.retryAfterSeconds);
  }
}
