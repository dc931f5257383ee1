import { randomUUID } from 'node:crypto';
import {
  BUNDLE_MESSAGES,
  type BundleBody,
  type SellerBundleResponse,
  type SellerBundlesResponse,
} from '../../contracts/bundles';
import { MANAGE_MESSAGES } from '../../contracts/manage/products';
import {
  getBundle,
  listOwnerBundles,
  saveBundle,
  type Bundle,
} from '../../repositories/bundle-repository';
import { getProductsByIds } from '../../repositories/product-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import type { Product } from '../../rules/product';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { isForSale, productsOfBundles, sellerBundleView } from './bundle-views';

type Manager = Pick<Caller, 'userId' | 'role'>;

/** Whose bundles the caller manages: a seller their own, the admin any (and makes the shop's). */
async function managerScope(caller: Manager): Promise<{ admin: true } | { sellerId: string }> {
  if (caller.role === 'admin') return { admin: true };
  const record = await getSellerRecord(caller.userId);
  // A seller without an active record manages nothing: every bundle is "not found".
  return { sellerId: record?.active ? record.id : `none:${caller.userId}` };
}

/** A bundle the caller may manage; another seller's is 404, like one that does not exist. */
async function manageableBundle(caller: Manager, bundleId: string): Promise<Bundle> {
  const [bundle, scope] = await Promise.all([getBundle(bundleId), managerScope(caller)]);
  if (!bundle) throw new NotFoundError(BUNDLE_MESSAGES.notFound);
  if ('sellerId' in scope && bundle.seller_id !== scope.sellerId) {
    throw new NotFoundError(BUNDLE_MESSAGES.notFound);
  }
  return bundle;
}

/**
 * The products of a bundle body, checked: each exists and is the caller's (a seller's own; for
 * the admin, all of one owner, the shop's or one seller's), and each is listed for sale. Returns
 * the owner the bundle belongs to.
 */
async function checkedProducts(
  caller: Manager,
  productIds: readonly string[],
): Promise<{ sellerId: string | undefined }> {
  const scope = await managerScope(caller);
  const found = new Map((await getProductsByIds(productIds)).map((p) => [p.id, p]));
  const products = productIds.map((id) => found.get(id));
  const visible = (product: Product | undefined): product is Product =>
    Boolean(product && !product.retired_at) &&
    ('admin' in scope || product?.seller_id === scope.sellerId);
  if (!products.every(visible)) throw new NotFoundError(MANAGE_MESSAGES.productNotFound);
  const owners = new Set(products.map((product) => product.seller_id ?? ''));
  if (owners.size > 1) throw new BadRequestError(BUNDLE_MESSAGES.oneOwner);
  const notForSale = products.filter((product) => !isForSale(product));
  if (notForSale.length > 0) {
    throw new BadRequestError(BUNDLE_MESSAGES.notListed(notForSale.map((p) => p.name)));
  }
  return { sellerId: products[0]?.seller_id };
}

/** The body as the bundle keeps it: without a cover named, the first product's image. */
function termsOf(body: BundleBody) {
  return { ...body, cover_product_id: body.cover_product_id ?? body.product_ids[0] ?? '' };
}

async function answer(bundle: Bundle): Promise<SellerBundleResponse> {
  return { bundle: sellerBundleView(bundle, await productsOfBundles([bundle])) };
}

/** GET /api/seller/bundles: a seller's bundles; the admin's are the shop's own. */
export async function listMyBundles(caller: Manager): Promise<SellerBundlesResponse> {
  const scope = await managerScope(caller);
  const bundles = await listOwnerBundles('sellerId' in scope ? scope.sellerId : undefined);
  const products = await productsOfBundles(bundles);
  return { bundles: bundles.map((bundle) => sellerBundleView(bundle, products)) };
}

/** POST /api/seller/bundles: a new bundle, listed at once. */
export async function createBundle(
  caller: Manager,
  body: BundleBody,
): Promise<SellerBundleResponse> {
  const { sellerId } = await checkedProducts(caller, body.product_ids);
  const now = new Date().toISOString();
  const bundle: Bundle = {
    id: `bnd_${randomUUID().replace(/-/g, '')}`,
    ...termsOf(body),
    listed: true,
    ...(sellerId ? { seller_id: sellerId } : {}),
    created_by: caller.userId,
    created_at: now,
    updated_at: now,
    revision: 1,
  };
  await saveBundle(bundle);
  return answer(bundle);
}

/** Written over the revision read; a concurrent edit in between is a 409 to reload. */
async function rewrite(previous: Bundle, next: Bundle): Promise<SellerBundleResponse> {
  if (!(await saveBundle(next, previous))) {
    throw new ConflictError('This bundle was changed meanwhile: reload it and try again');
  }
  return answer(next);
}

/** PUT /api/seller/bundles/{bundleId}: new terms and products (of the same owner). */
export async function updateBundle(
  caller: Manager,
  bundleId: string,
  body: BundleBody,
): Promise<SellerBundleResponse> {
  const previous = await manageableBundle(caller, bundleId);
  const { sellerId } = await checkedProducts(caller, body.product_ids);
  if (sellerId !== previous.seller_id) throw new BadRequestError(BUNDLE_MESSAGES.oneOwner);
  return rewrite(previous, {
    ...previous,
    ...termsOf(body),
    updated_at: new Date().toISOString(),
    revision: previous.revision + 1,
  });
}

/** PUT /api/seller/bundles/{bundleId}/listing: lists or unlists it (idempotent). */
export async function setBundleListed(
  caller: Manager,
  bundleId: string,
  listed: boolean,
): Promise<SellerBundleResponse> {
  const previous = await manageableBundle(caller, bundleId);
  if (previous.listed === listed) return answer(previous);
  return rewrite(previous, {
    ...previous,
    listed,
    updated_at: new Date().toISOString(),
    revision: previous.revision + 1,
  });
}
