import { PASSWORD_RESET_MESSAGES, type PasswordResetResponse } from '../../contracts/auth';
import { sendPasswordResetCode } from '../../repositories/user-directory';
import { findProfilesByEmail, type Profile } from '../../repositories/user-repository';
import { TooManyRequestsError } from '../shared/errors';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';

/**
 * Every request may send an e-mail, so it is limited per address (3 in 15 minutes) and per
 * client IP (10 in 15 minutes), before anything is looked up: the limits answer the same for
 * addresses with and without an account.
 */
export const PASSWORD_RESET_LIMITS = {
  perAddress: { scope: 'reset', limit: 3, windowSeconds: 900 },
  perClient: { scope: 'reset-ip', limit: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Pure: whether an e-mail's account may reset its password. The newest profile of the address
 * decides (an address can outlive a deleted account); only active and registered accounts may.
 * No profile at all is left to Cognito: a verified account that never signed in has no profile
 * yet (the first `GET /api/me` makes it), and Cognito answers "no such user" for the rest.
 */
export function mayResetPassword(profiles: readonly Pick<Profile, 'state' | 'created_at'>[]) {
  if (profiles.length === 0) return true;
  const newest = [...profiles].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return newest?.state === 'active' || newest?.state === 'registered';
}

/**
 * Sends Cognito's recovery e-mail for active accounts only. Unknown, suspended and deleted
 * accounts get the same answer, so the call reveals nothing about an address.
 */
export async function requestPasswordReset(
  email: string,
  clientIp: string,
): Promise<PasswordResetResponse> {
  await enforceRateLimits(
    [
      { rule: PASSWORD_RESET_LIMITS.perAddress, subject: email },
      { rule: PASSWORD_RESET_LIMITS.perClient, subject: clientIp },
    ],
    PASSWORD_RESET_MESSAGES.rateLimited,
  );
  const ifActive = { message: PASSWORD_RESET_MESSAGES.ifActive };
  if (!mayResetPassword(await findProfilesByEmail(email))) return ifActive;
  const outcome = await sendPasswordResetCode(email);
  if (outcome === 'rate-limited')
    throw new TooManyRequestsError(PASSWORD_RESET_MESSAGES.rateLimited);
  if (outcome === 'unknown-user') return ifActive;
  return { message: PASSWORD_RESET_MESSAGES.received };
}
