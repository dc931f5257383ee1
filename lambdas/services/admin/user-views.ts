import { UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type AdminUserDetail,
  type AdminUserPurchase,
  type AdminUsersResponse,
  type AdminUserSummary,
  type listUsersQuery,
} from '../../contracts/admin';
import {
  getSellerRecords,
  listProfilesPage,
  profileKeyPlace,
  type StoredSellerRecord,
} from '../../repositories/admin-user-repository';
import { findByEmail } from '../../repositories/order-repository';
import { cursorScope, encodePageCursor } from '../../repositories/page-cursor';
import { getProducts } from '../../repositories/product-repository';
import { newestSellerProducts } from '../../repositories/seller-product-listing';
import { listDirectoryGroups } from '../../repositories/user-directory-admin';
import {
  getProfile,
  listPurchases,
  type Profile,
  type Purchase,
} from '../../repositories/user-repository';
import { roleFromGroups, type Role } from '../../rules/roles';
import type { Caller } from '../shared/caller';
import { NotFoundError } from '../shared/errors';
import { startKeyOf } from '../shared/page-cursors';
import { sellerCommission } from '../seller-shares/commission-service';

const DEFAULT_PAGE = 25;
/** The seller's products on their user page: the newest; all of them are in the products list. */
export const SELLER_PRODUCTS_SHOWN = 50;

export function userSummary(
  profile: Profile,
  seller: StoredSellerRecord | undefined,
  role: Role = profile.role ?? 'user',
): AdminUserSummary {
  return {
    id: profile.id,
    email: profile.email,
    full_name: profile.full_name,
    role,
    state: profile.state,
    created_at: profile.created_at,
    is_seller: seller?.active === true,
  };
}

/** GET /api/admin/users: newest first; search, role and state filtered server-side. */
export async function listUsers(
  caller: Caller,
  query: z.infer<typeof listUsersQuery>,
): Promise<AdminUsersResponse> {
  const search = query.search || undefined;
  const scope = cursorScope('admin-users', caller.userId, search, query.role, query.state);
  const startKey = await startKeyOf(query.cursor, scope, profileKeyPlace);
  const page = await listProfilesPage(
    { search, role: query.role, state: query.state },
    query.limit ?? DEFAULT_PAGE,
    startKey,
  );
  const sellers = await getSellerRecords(page.profiles.map((profile) => profile.id));
  const nextCursor = await encodePageCursor(page.lastKey, scope);
  return {
    users: page.profiles.map((profile) => userSummary(profile, sellers.get(profile.id))),
    ...(nextCursor ? { nextCursor } : {}),
  };
}

export async function requireProfile(userId: string): Promise<Profile> {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return profile;
}

/** The role Cognito gives the user's tokens (its groups); the profile's copy if Cognito has none. */
export async function directoryRole(profile: Profile): Promise<Role> {
  try {
    return roleFromGroups(await listDirectoryGroups(profile.id));
  } catch (error) {
    if (error instanceof UserNotFoundException) return profile.role ?? 'user';
    throw error;
  }
}

function purchaseSource(purchase: Purchase): AdminUserPurchase['source'] {
  if (purchase.source) return purchase.source;
  return purchase.is_test ? 'test' : 'checkout';
}

/**
 * GET /api/admin/users/{userId}: profile, role, seller record, purchases and orders, and the
 * seller's newest products (SELLER_PRODUCTS_SHOWN): never every product a seller owns.
 */
export async function getUserDetail(userId: string): Promise<AdminUserDetail> {
  const profile = await requireProfile(userId);
  const [role, sellers, purchases, byEmail] = await Promise.all([
    directoryRole(profile),
    getSellerRecords([userId]),
    listPurchases(userId),
    findByEmail(profile.email),
  ]);
  const seller = sellers.get(userId);
  const [sellerProducts, products] = await Promise.all([
    seller
      ? newestSellerProducts(seller.id, SELLER_PRODUCTS_SHOWN)
      : Promise.resolve({ products: [], truncated: false }),
    getProducts([...new Set(purchases.map((p) => p.product_id))]),
  ]);
  const names = new Map(products.map((product) => [product.id, product.name]));
  return {
    user: userSummary(profile, seller, role),
    seller: seller
      ? { id: seller.id, active: seller.active, commission: await sellerCommission(seller.id) }
      : null,
    purchases: purchases
      .map((purchase) => ({
        product_id: purchase.product_id,
        product_name: names.get(purchase.product_id) ?? purchase.product_id,
        purchase_date: purchase.purchase_date,
        amount_paid: purchase.amount_paid_cents / 100,
        is_test: purchase.is_test,
        source: purchaseSource(purchase),
      }))
      .sort((a, b) => b.purchase_date.localeCompare(a.purchase_date)),
    orders: byEmail.orders
      .map((order) => ({
        session_id: order.session_id,
        status: order.status,
        created_at: order.created_at,
        amount_total: order.total_cents / 100,
        product_names: order.product_ids.map((id) => order.product_names[id] ?? id),
      }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    seller_products: sellerProducts.products,
    seller_products_truncated: sellerProducts.truncated,
    ...(profile.deletion_requested_at
      ? { deletion_requested_at: profile.deletion_requested_at }
      : {}),
  };
}
