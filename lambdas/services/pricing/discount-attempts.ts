import { DISCOUNT_MESSAGES } from '../../rules/discounts';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';

/**
 * Anyone may try codes, on the cart's check route and with a checkout that carries one: both
 * answer whether a code is right, so both count in the same windows (this rule's counters) and
 * neither is a way to guess codes.
 */
export const DISCOUNT_CHECK_LIMIT = {
  scope: 'discount-check',
  limit: 60,
  windowSeconds: 600,
} as const satisfies RateLimitRule;

/** Who tries a code: the client's address, and the account (or guest e-mail) when known. */
export interface DiscountAttempter {
  clientIp: string;
  account?: { kind: 'user'; userId: string } | { kind: 'guest'; email: string };
}

/**
 * Takes one try from the caller's allowance, or refuses it with 429 and a Retry-After. The
 * account's window comes first (the narrowest), so a refused account does not also use up its
 * address's; its subject is prefixed so it can never be mistaken for a client address.
 */
export async function countDiscountAttempt(who: DiscountAttempter): Promise<void> {
  const account = who.account;
  const accountSubject = account
    ? account.kind === 'user'
      ? `user:${account.userId}`
      : `email:${account.email.toLowerCase()}`
    : undefined;
  await enforceRateLimits(
    [
      ...(accountSubject ? [{ rule: DISCOUNT_CHECK_LIMIT, subject: accountSubject }] : []),
      { rule: DISCOUNT_CHECK_LIMIT, subject: who.clientIp },
    ],
    DISCOUNT_MESSAGES.tooManyChecks,
  );
}
