import { randomUUID } from 'node:crypto';
import {
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedProductDetail,
  type ManagedProductsResponse,
  type ProductInput,
} from '../../contracts/manage/products';
import { listProductsPage, productCreate } from '../../repositories/managed-product-repository';
import { cursorScope } from '../../repositories/page-cursor';
import { getProductPartition } from '../../repositories/product-repository';
import { writeTransaction } from '../../repositories/transaction';
import type { Product } from '../../rules/product';
import { becameListed } from '../../rules/visibility';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { INVALID_CURSOR } from '../shared/page-cursors';
import { activeSellerOf, manageableProduct } from './access';
import { loadManagedDetail, toManagedProduct } from './product-views';
import { saveProductChanges } from './product-write';
import { withSellerDetail, withSellers } from './seller-assignment';

type ManagingCaller = Pick<Caller, 'userId' | 'role'>;

const DEFAULT_PAGE_SIZE = 24;

/**
 * The product list of the back office: an admin sees every product that is not retired, a
 * seller only theirs (no active seller record: an empty list, as the spec only logs it).
 */
export async function listManagedProducts(
  caller: ManagingCaller,
  query: { cursor?: string; search?: string; limit?: number },
): Promise<ManagedProductsResponse> {
  let sellerId: string | undefined;
  if (caller.role !== 'admin') {
    const seller = await activeSellerOf(caller);
    if (!seller) return { products: [] };
    sellerId = seller.id;
  }
  const page = await listProductsPage({
    sellerId,
    cursor: query.cursor,
    cursorScope: cursorScope('manage-products', caller.userId, sellerId, query.search),
    search: query.search,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
  });
  if (page === 'bad-cursor') throw new BadRequestError(INVALID_CURSOR);
  const products = page.products
    .filter((product) => !product.retired_at)
    .map((p) => toManagedProduct(p));
  return {
    // Admins see who sells each product.
    products: caller.role === 'admin' ? await withSellers(products) : products,
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

/** A seller's new product is theirs; an admin's belongs to the shop until assigned. */
export async function createManagedProduct(
  caller: ManagingCaller,
  input: ProductInput,
  now = new Date(),
): Promise<ManagedProductDetail> {
  let sellerId: string | undefined;
  if (caller.role !== 'admin') {
    const seller = await activeSellerOf(caller);
    if (!seller) throw new ForbiddenError('You need seller privileges to access this page.');
    sellerId = seller.id;
  }
  const at = now.toISOString();
  const product: Product = {
    id: randomUUID(),
    ...input,
    featured: false,
    image_url: '',
    gallery_image_urls: [],
    available_for_purchase: false,
    coming_soon: false,
    has_published_version: false,
    created_at: at,
    updated_at: at,
    revision: 0,
    ...(sellerId ? { seller_id: sellerId } : {}),
  };
  // Not synced: a product without a published version is in no listing (rules/visibility.ts);
  // publishing one goes through saveProductChanges, which lists it.
  const result = await writeTransaction(productCreate(product));
  if (!result.ok) throw new ConflictError(STALE_REVISION_MESSAGE);
  return loadManagedDetail(product.id);
}

export async function getManagedProduct(
  caller: ManagingCaller,
  productId: string,
): Promise<ManagedProductDetail> {
  await manageableProduct(caller, productId);
  const detail = await loadManagedDetail(productId);
  return caller.role === 'admin' ? withSellerDetail(detail) : detail;
}

export async function updateManagedProduct(
  caller: ManagingCaller,
  productId: string,
  body: ProductInput & { revision: number },
): Promise<{ detail: ManagedProductDetail; newlyListed: boolean }> {
  const product = await manageableProduct(caller, productId);
  const { revision, ...input } = body;
  const saved = await saveProductChanges(product, revision, input);
  // Activating a product can make it visible to shoppers for the first time.
  return { detail: await loadManagedDetail(productId), newlyListed: becameListed(product, saved) };
}

/**
 * Featured (admin only), available for purchase, coming soon and the workflow diagram. The last two exclude each
 * other; available needs a published version, and says so instead of doing nothing.
 */
export async function updateProductFlags(
  caller: ManagingCaller,
  productId: string,
  body: {
    revision: number;
    featured?: boolean;
    available_for_purchase?: boolean;
    coming_soon?: boolean;
    show_workflow_diagram?: boolean;
  },
): Promise<{ detail: ManagedProductDetail; becameAvailable: boolean; newlyListed: boolean }> {
  const product = await manageableProduct(caller, productId);
  if (body.featured !== undefined && caller.role !== 'admin') {
    throw new ForbiddenError(MANAGE_MESSAGES.featuredAdminOnly);
  }
  const changes: Partial<Product> = {};
  if (body.featured !== undefined) changes.featured = body.featured;
  if (body.available_for_purchase !== undefined) {
    if (body.available_for_purchase && !product.has_published_version) {
      throw new ConflictError(MANAGE_MESSAGES.needsPublishedVersion);
    }
    changes.available_for_purchase = body.available_for_purchase;
    if (body.available_for_purchase) changes.coming_soon = false;
  }
  if (body.coming_soon !== undefined) {
    changes.coming_soon = body.coming_soon;
    if (body.coming_soon) changes.available_for_purchase = false;
  }
  if (body.show_workflow_diagram !== undefined) {
    changes.show_workflow_diagram = body.show_workflow_diagram;
  }
  const saved = await saveProductChanges(product, body.revision, changes);
  return {
    detail: await loadManagedDetail(productId),
    becameAvailable: product.coming_soon && saved.available_for_purchase,
    newlyListed: becameListed(product, saved),
  };
}

/** The partition of a product the caller may manage, read once for multi-item changes. */
export async function manageablePartition(caller: ManagingCaller, productId: string) {
  await manageableProduct(caller, productId);
  const partition = await getProductPartition(productId);
  if (!partition) throw new NotFoundError(MANAGE_MESSAGES.productNotFound);
  return partition;
}
