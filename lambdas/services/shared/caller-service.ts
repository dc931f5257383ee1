import { verifyAccessToken } from '../../infra/token-verifier';
import type { Caller } from './caller';
import { getProfile } from '../../repositories/user-repository';
import { roleFromGroups } from '../../rules/roles';
import { ForbiddenError, UnauthorizedError } from './errors';

export const SUSPENDED_MESSAGE =
  'This account has been suspended. Please contact support for assistance.';
export const DELETED_MESSAGE =
  'This account has been scheduled for deletion and can no longer be accessed.';

/**
 * Turns a bearer token into the caller: a verified Cognito access token, the role (the
 * profile's copy, else the token's groups), and a profile that is neither suspended nor scheduled for deletion (Cognito itself
 * does not know about profile state, so every authenticated call checks it here).
 */
export async function resolveCaller(bearerToken: string): Promise<Caller> {
  let verified;
  try {
    verified = await verifyAccessToken(bearerToken);
  } catch {
    throw new UnauthorizedError('Invalid or expired session. Please sign in again.');
  }
  const profile = await getProfile(verified.sub);
  if (profile?.state === 'suspended') throw new ForbiddenError(SUSPENDED_MESSAGE);
  if (profile?.state === 'delete') throw new ForbiddenError(DELETED_MESSAGE);
  return {
    userId: verified.sub,
    email: profile?.email ?? '',
    // The admin changes the Cognito groups and the profile's copy together; the profile wins
    // so a demotion takes effect at once, not when the caller's access token expires.
    role: profile?.role ?? roleFromGroups(verified.groups),
    accessToken: bearerToken,
    profile,
  };
}
