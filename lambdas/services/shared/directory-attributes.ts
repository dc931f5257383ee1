import {
  getUserByAccessToken,
  type DirectoryUserAttributes,
} from '../../repositories/user-directory';
import { UnauthorizedError } from './errors';

export const SESSION_EXPIRED = 'Invalid or expired session. Please sign in again.';

/** The caller's own Cognito attributes, read with their token; a token Cognito refuses is a 401. */
export async function directoryAttributes(accessToken: string): Promise<DirectoryUserAttributes> {
  const attributes = await getUserByAccessToken(accessToken);
  if (!attributes) throw new UnauthorizedError(SESSION_EXPIRED);
  return attributes;
}
