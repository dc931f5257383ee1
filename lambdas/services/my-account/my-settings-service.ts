import type { Caller } from '../shared/caller';
import type { Preferences, ProfileResponse } from '../../contracts/my-account';
import {
  getPreferences,
  putPreferences,
  updateProfileName,
} from '../../repositories/account-settings-repository';
import {
  updateDirectoryName,
  usernameByAccessToken,
} from '../../repositories/user-directory-admin';
import { directoryAttributes, SESSION_EXPIRED } from '../shared/directory-attributes';
import { UnauthorizedError } from '../shared/errors';
import { ensureProfile } from '../shared/profile-service';

/** Spec: both preferences default to true when the user never saved any. */
export const DEFAULT_PREFERENCES: Preferences = { news_updates: true, product_notifications: true };

export async function getMyPreferences(userId: string): Promise<Preferences> {
  const stored = await getPreferences(userId);
  return {
    news_updates: stored?.news_updates ?? DEFAULT_PREFERENCES.news_updates,
    product_notifications:
      stored?.product_notifications ?? DEFAULT_PREFERENCES.product_notifications,
  };
}

/** Update or insert. */
export async function updateMyPreferences(
  userId: string,
  preferences: Preferences,
  now = new Date(),
): Promise<Preferences> {
  await putPreferences(userId, preferences, now.toISOString());
  return preferences;
}

/** The full name, in Cognito (the `name` attribute) and in the profile. */
export async function updateMyName(
  caller: Pick<Caller, 'userId' | 'accessToken' | 'profile'>,
  fullName: string,
): Promise<ProfileResponse> {
  const { userId, accessToken } = caller;
  const username = await usernameByAccessToken(accessToken);
  if (!username) throw new UnauthorizedError(SESSION_EXPIRED);
  // The authentication already read the profile; make it if this comes before GET /api/me.
  let email = caller.profile?.email;
  if (!email) {
    const attributes = await directoryAttributes(accessToken);
    email = (await ensureProfile({ userId, email: attributes.email, fullName })).email;
  }
  await updateDirectoryName(username, fullName);
  await updateProfileName(userId, email, fullName);
  return { fullName };
}
