import type { MeResponse } from '../../contracts/account';
import type { Caller } from '../shared/caller';
import { copyRoleCounted } from '../../repositories/user-counter-repository';
import {
  copyEmailVerifiedToProfile,
  getSellerRecord,
  listPurchases,
  type Profile,
} from '../../repositories/user-repository';
import { directoryAttributes } from '../shared/directory-attributes';
import { ensureProfile } from '../shared/profile-service';

/** The caller's active seller record: one GetItem, never a list of their products. */
async function activeSellerIdOf(userId: string): Promise<string | null> {
  const seller = await getSellerRecord(userId);
  return seller?.active ? seller.id : null;
}

/** What GET /api/me says about the caller's account: e-mail, verification, name. */
interface AccountFacts {
  email: string;
  emailVerified: boolean;
  fullName: string;
  profile: Profile;
}

/**
 * The profile already holds the e-mail and name, and once the address is verified it stays so:
 * only a caller without a profile, or not yet verified, costs a Cognito GetUser, whose answer
 * is copied onto the profile so the next page load does not ask again.
 */
async function accountFacts(
  caller: Pick<Caller, 'userId' | 'role' | 'accessToken' | 'profile'>,
): Promise<AccountFacts> {
  const known = caller.profile;
  if (known?.email_verified === true) {
    return { email: known.email, emailVerified: true, fullName: known.full_name, profile: known };
  }
  const attributes = await directoryAttributes(caller.accessToken);
  // The authentication already read the profile; only the first call after sign-up makes one.
  const profile =
    known ??
    (await ensureProfile({
      userId: caller.userId,
      email: attributes.email,
      fullName: attributes.name,
      role: caller.role,
      emailVerified: attributes.emailVerified,
    }));
  if (profile.email_verified !== attributes.emailVerified) {
    await copyEmailVerifiedToProfile(caller.userId, attributes.emailVerified);
  }
  return {
    email: attributes.email,
    emailVerified: attributes.emailVerified,
    fullName: profile.full_name || attributes.name,
    profile,
  };
}

/**
 * Who the signed-in caller is: account facts, profile (created on the first call after
 * sign-up), owned products (purchases and test purchases) and their active seller record.
 */
export async function getMe(
  caller: Pick<Caller, 'userId' | 'role' | 'accessToken' | 'profile'>,
): Promise<MeResponse> {
  const [facts, purchases, sellerId] = await Promise.all([
    accountFacts(caller),
    listPurchases(caller.userId),
    activeSellerIdOf(caller.userId),
  ]);
  const { profile } = facts;
  // Profiles from before roles were copied onto them (and accounts given a group outside the
  // shop, like the first admin) get the token's role, so the admin's role filter finds them.
  if (!profile.role && caller.role !== 'user') await copyRoleCounted(profile, caller.role);
  return {
    userId: caller.userId,
    email: facts.email,
    emailVerified: facts.emailVerified,
    fullName: facts.fullName,
    role: caller.role,
    profileState: profile.state,
    createdAt: profile.created_at,
    ownedProductIds: [...new Set(purchases.map((purchase) => purchase.product_id))],
    sellerId,
  };
}
