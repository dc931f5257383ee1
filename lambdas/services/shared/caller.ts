import type { Profile } from '../../repositories/user-repository';
import type { Role } from '../../rules/roles';

/** The authenticated caller, resolved from a verified Cognito access token. */
export interface Caller {
  userId: string;
  email: string;
  role: Role;
  /** The verified access token, for Cognito calls made on the caller's behalf (GetUser). */
  accessToken: string;
  /** The profile the authentication already read; undefined before the first GET /api/me. */
  profile: Profile | undefined;
}
