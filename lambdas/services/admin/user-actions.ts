import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, type AdminUserDetail } from '../../contracts/admin';
import { STALE_REVISION_MESSAGE } from '../../contracts/manage/products';
import {
  getSellerRecords,
  profileAdminUpdate,
  sellerRecordTransactPut,
  type StoredSellerRecord,
} from '../../repositories/admin-user-repository';
import { getProducts } from '../../repositories/product-repository';
import { writeTransaction } from '../../repositories/transaction';
import { roleChangeCounterUpdate } from '../../repositories/user-counter-repository';
import {
  addToDirectoryGroup,
  listDirectoryGroupMembers,
  listDirectoryGroups,
  removeFromDirectoryGroup,
  ROLE_GROUPS,
  setDirectoryUserEnabled,
} from '../../repositories/user-directory-admin';
import { purchaseTransactPut, type Profile } from '../../repositories/user-repository';
import type { TransactWriteItem } from '../../repositories/transaction';
import type { Role } from '../../rules/roles';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { directoryRole, getUserDetail, requireProfile } from './user-views';

export const NOT_A_SELLER = 'This user is not a seller.';
export const SCHEDULED_FOR_DELETION = 'This account is scheduled for deletion.';
export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * Puts the user in exactly the Cognito group of `role` (none for 'user'), so the next token
 * carries it. Cognito's groups are what tokens carry, so they change first; the profile copy
 * follows in the transaction.
 */
async function setDirectoryRole(userId: string, role: Role): Promise<void> {
  const groups = await listDirectoryGroups(userId);
  for (const group of ROLE_GROUPS) {
    if (group !== role && groups.includes(group)) await removeFromDirectoryGroup(userId, group);
  }
  if (role !== 'user' && !groups.includes(role)) await addToDirectoryGroup(userId, role);
}

/**
 * The last-admin rule counts the enabled members of Cognito's admin group (ListUsersInGroup):
 * the group is what grants admin rights, so no counter can drift from it, and it is small.
 */
async function refuseLastAdmin(): Promise<void> {
  const admins = await listDirectoryGroupMembers('admin');
  if (admins.length <= 1) throw new ConflictError(ADMIN_MESSAGES.lastAdmin);
}

async function commit(items: TransactWriteItem[]): Promise<void> {
  const outcome = await writeTransaction(items);
  if (!outcome.ok) throw new ConflictError(STALE_REVISION_MESSAGE);
}

function refuseDeleted(profile: Profile): void {
  if (profile.state === 'delete') throw new ConflictError(SCHEDULED_FOR_DELETION);
}

/** The seller record as the seller role needs it: active, with name and e-mail filled. */
function sellerRecord(
  profile: Profile,
  existing: StoredSellerRecord | undefined,
  active: boolean,
  now: Date,
) {
  return sellerRecordTransactPut({
    id: existing?.id ?? randomUUID(),
    user_id: profile.id,
    active,
    name: profile.full_name,
    email: profile.email,
    created_at: existing?.created_at ?? now.toISOString(),
  });
}

/**
 * Role and seller record move together for everyone but admins (who pass every seller guard
 * anyway): role seller <=> an active seller record. Making someone an admin leaves their
 * seller record as it is.
 */
export async function setUserRole(
  actor: AdminActor,
  userId: string,
  role: Role,
  now = new Date(),
): Promise<AdminUserDetail> {
  const profile = await requireProfile(userId);
  refuseDeleted(profile);
  const current = await directoryRole(profile);
  if (current === 'admin' && role !== 'admin') {
    if (userId === actor.caller.userId) throw new BadRequestError(ADMIN_MESSAGES.selfDemote);
    await refuseLastAdmin();
  }
  const existing = (await getSellerRecords([userId])).get(userId);
  const items = [profileAdminUpdate(userId, { role }, profile.revision ?? 0)];
  // The shop-user figure moves with the profile's role copy, in the same transaction.
  const counter = roleChangeCounterUpdate(profile, profile.role, role);
  if (counter) items.push(counter);
  if (role === 'seller' && !existing?.active) {
    items.push(sellerRecord(profile, existing, true, now));
  } else if ((role === 'user' || role === 'test_user') && existing?.active) {
    items.push(sellerRecord(profile, existing, false, now));
  }
  items.push(
    auditWrite(actor, 'user.role', { type: 'user', id: userId }, `role ${current} -> ${role}`, now),
  );
  await setDirectoryRole(userId, role);
  await commit(items);
  return getUserDetail(userId);
}

/** Suspend or reactivate: the profile (every API call checks it) and Cognito sign-in together. */
export async function setUserState(
  actor: AdminActor,
  userId: string,
  state: 'active' | 'suspended',
  now = new Date(),
): Promise<AdminUserDetail> {
  const profile = await requireProfile(userId);
  refuseDeleted(profile);
  if (state === 'suspended' && userId === actor.caller.userId) {
    throw new BadRequestError(ADMIN_MESSAGES.selfSuspend);
  }
  if (profile.state !== state) {
    const action = state === 'suspended' ? 'user.suspend' : 'user.reactivate';
    await commit([
      profileAdminUpdate(userId, { state }, profile.revision ?? 0),
      auditWrite(
        actor,
        action,
        { type: 'user', id: userId },
        `state ${profile.state} -> ${state}`,
        now,
      ),
    ]);
  }
  // Disabled in Cognito: no new sign-in and no token refresh. Repeated calls repair a half-done
  // change (the profile written, Cognito not yet).
  await setDirectoryUserEnabled(userId, state === 'active');
  return getUserDetail(userId);
}

/**
 * Make a user a seller (active seller record; a user or test_user also gets the seller role)
 * or deactivate their seller record (their products stay; a seller goes back to 'user').
 */
export async function setUserSeller(
  actor: AdminActor,
  userId: string,
  active: boolean,
  now = new Date(),
): Promise<AdminUserDetail> {
  const profile = await requireProfile(userId);
  refuseDeleted(profile);
  const existing = (await getSellerRecords([userId])).get(userId);
  if (!active && !existing) throw new ConflictError(NOT_A_SELLER);
  const current = await directoryRole(profile);
  const nextRole: Role =
    current === 'admin' ? 'admin' : active ? 'seller' : current === 'seller' ? 'user' : current;
  const items: TransactWriteItem[] = [];
  if (existing?.active !== active) items.push(sellerRecord(profile, existing, active, now));
  if (nextRole !== current || nextRole !== (profile.role ?? 'user')) {
    items.push(profileAdminUpdate(userId, { role: nextRole }, profile.revision ?? 0));
    const counter = roleChangeCounterUpdate(profile, profile.role, nextRole);
    if (counter) items.push(counter);
  }
  if (items.length === 0) return getUserDetail(userId);
  const action = active ? 'seller.activate' : 'seller.deactivate';
  const detail = nextRole === current ? action : `${action}, role ${current} -> ${nextRole}`;
  items.push(auditWrite(actor, action, { type: 'user', id: userId }, detail, now));
  if (nextRole !== current) await setDirectoryRole(userId, nextRole);
  await commit(items);
  return getUserDetail(userId);
}

/** A complimentary purchase: amount 0, not a sale (kept out of the SALES listing and counters). */
export async function grantPurchase(
  actor: AdminActor,
  userId: string,
  productId: string,
  now = new Date(),
): Promise<AdminUserDetail> {
  const profile = await requireProfile(userId);
  refuseDeleted(profile);
  const [product] = await getProducts([productId]);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const outcome = await writeTransaction([
    purchaseTransactPut({
      user_id: userId,
      product_id: productId,
      purchase_date: now.toISOString(),
      amount_paid_cents: 0,
      is_test: false,
      source: 'complimentary',
    }),
    auditWrite(
      actor,
      'purchase.grant',
      { type: 'user', id: userId },
      `granted ${product.name}`,
      now,
    ),
  ]);
  if (!outcome.ok) throw new ConflictError(ADMIN_MESSAGES.alreadyOwned);
  return getUserDetail(userId);
}
