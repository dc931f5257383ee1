import type { MeResponse } from '../contracts/account';
import type { Caller } from './caller';
import { listSellerProductIds } from '../repositories/product-repository';
import { getUserByAccessToken, type DirectoryUserAttributes } from '../repositories/user-directory';
import { copyRoleCounted } from '../repositories/user-counter-repository';
import { getSellerRecord, listPurchases } from '../repositories/user-repository';
import { UnauthorizedError } from './errors';
import { ensureProfile } from './profile-service';

export const SESSION_EXPIRED = 'Invalid or expired session. Please sign in again.';

/** The caller's own Cognito attributes, read with their token; a token Cognito refuses is a 401. */
export async function directoryAttributes(accessToken: string): Promise<DirectoryUserAttributes> {
  const attributes = await getUserByAccessToken(accessToken);
  if (!attributes) throw new UnauthorizedError(SESSION_EXPIRED);
  return attributes;
}

async function sellerProductIdsOf(userId: string): Promise<string[]> {
  const seller = await getSellerRecord(userId);
  return seller?.active ? listSellerProductIds(seller.id) : [];
}

/**
 * Who the signed-in caller is: Cognito attributes, profile (created on the first call after
 * sign-up), owned products (purchases and test purchases) and products they sell.
 */
export async function getMe(
  caller: Pick<Caller, 'userId' | 'role' | 'accessToken' | 'profile'>,
): Promise<MeResponse> {
  const [attributes, purchases, sellerProductIds] = await Promise.all([
    directoryAttributes(caller.accessToken),
    listPurchases(caller.userId),
    sellerProductIdsOf(caller.userId),
  ]);
  // The authentication already read the profile; only the first call after sign-up makes one.
  const profile =
    caller.profile ??
    (await ensureProfile({
      userId: caller.userId,
      email: attributes.email,
      fullName: attributes.name,
      role: caller.role,
    }));
  // Profiles from before roles were copied onto them (and accounts given a group outside the
  // shop, like the first admin) get the token's role, so the admin's role filter finds them.
  if (!profile.role && caller.role !== 'user') await copyRoleCounted(profile, caller.role);
  return {
    userId: caller.userId,
    email: attributes.email,
    emailVerified: attributes.emailVerified,
    fullName: profile.full_name || attributes.name,
    role: caller.role,
    profileState: profile.state,
    createdAt: profile.created_at,
    ownedProductIds: [...new Set(purchases.map((purchase) => purchase.product_id))],
    sellerProductIds,
  };
}
