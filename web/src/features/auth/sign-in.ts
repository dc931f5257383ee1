import { signIn, signOut } from 'aws-amplify/auth';
import { errorName } from './auth-messages';

/**
 * `signIn` with USER_PASSWORD_AUTH. A session left over from another account (another tab
 * signed in, a stale store) is ended first instead of failing with
 * UserAlreadyAuthenticatedException.
 */
export async function signInWithPassword(email: string, password: string) {
  const input = {
    username: email.trim(),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' as const },
  };
  try {
    return await signIn(input);
  } catch (error) {
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return signIn(input);
  }
}
