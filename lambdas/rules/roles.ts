export const ROLES = ['admin', 'seller', 'test_user', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Cognito groups that carry a role; no group means 'user'. Admin wins over seller over test_user. */
export function roleFromGroups(groups: readonly string[] | undefined): Role {
  for (const role of ['admin', 'seller', 'test_user'] as const) {
    if (groups?.includes(role)) return role;
  }
  return 'user';
}

/**
 * Admins and sellers run the shop and do not buy in it: the header shows them no cart, cards no
 * 'Add to Cart', and checkout refuses them. One rule for all four places.
 */
export function canBuy(role: Role | null | undefined): boolean {
  return role !== 'admin' && role !== 'seller';
}

export const PROFILE_STATES = ['registered', 'active', 'suspended', 'delete'] as const;
export type ProfileState = (typeof PROFILE_STATES)[number];

/** A profile in state suspended or delete is refused everywhere. */
export function isBlockedProfileState(state: ProfileState | undefined): boolean {
  return state === 'suspended' || state === 'delete';
}

/**
 * Who the statistics count as a shop user: every profile but admins and test users (a profile
 * without a role copy is a 'user').
 */
export function countsAsShopUser(role: Role | undefined): boolean {
  return role !== 'admin' && role !== 'test_user';
}
