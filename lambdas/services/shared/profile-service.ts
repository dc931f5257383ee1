import { countNewProfile, profileMonth } from '../../repositories/user-counter-repository';
import {
  createProfileIfAbsent,
  getProfile,
  type Profile,
} from '../../repositories/user-repository';
import type { Role } from '../../rules/roles';

/**
 * The user's profile, created on first use (state 'active') and counted as a sign-up once.
 * Concurrent first calls are safe: one creates it, the others read it.
 */
export async function ensureProfile(
  user: { userId: string; email: string; fullName: string; role?: Role; emailVerified?: boolean },
  now = new Date(),
): Promise<Profile> {
  const profile: Profile = {
    id: user.userId,
    email: user.email.toLowerCase(),
    full_name: user.fullName,
    state: 'active',
    created_at: now.toISOString(),
    ...(user.role ? { role: user.role } : {}),
    ...(user.emailVerified !== undefined ? { email_verified: user.emailVerified } : {}),
  };
  if (await createProfileIfAbsent(profile)) {
    await countNewProfile(profileMonth(profile), profile.role);
    return profile;
  }
  const existing = await getProfile(user.userId);
  if (!existing) throw new Error('Profile exists by condition but could not be read');
  return existing;
}
