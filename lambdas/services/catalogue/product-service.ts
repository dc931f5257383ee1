import {
  PRODUCT_NOT_FOUND,
  type CartProductState,
  type CartValidateResponse,
  type ProductDetailResponse,
} from '../../contracts/catalogue';
import type { Caller } from '../shared/caller';
import {
  getProductPartition,
  getProducts,
  type ProductPartition,
} from '../../repositories/product-repository';
import { getStorefront } from '../../repositories/storefront-repository';
import { getAggregate } from '../../repositories/review-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import { ratingSummary } from '../../rules/reviews';
import type { Product } from '../../rules/product';
import { MAX_RELATIONSHIPS } from '../../rules/product-content';
import { isVisibleInCatalogue } from '../../rules/visibility';
import { latestPublishedVersion } from '../../rules/versions';
import { insideSources, mergeWhatsInside } from '../../rules/automation/whats-inside';
import { NotFoundError } from '../shared/errors';
import {
  contentPreview,
  dependsOnOwnership,
  groupRelated,
  isVisibleOnProductPage,
  toLatestVersion,
  toProductDetail,
} from './product-detail';

/** Longer ids cannot exist (idSchema); answering 404 early keeps odd keys away from DynamoDB. */
const MAX_ID_LENGTH = 100;

/**
 * Decides visibility for one caller. The seller record is read only when a product's
 * visibility depends on ownership, and then once per request.
 */
function visibilityFor(caller: Pick<Caller, 'userId' | 'role'> | undefined) {
  const isAdmin = caller?.role === 'admin';
  let sellerId: Promise<string | undefined> | undefined;
  return async (product: Product): Promise<boolean> => {
    if (isVisibleOnProductPage(product, { isAdmin })) return true;
    if (!caller || !dependsOnOwnership(product)) return false;
    sellerId ??= getSellerRecord(caller.userId).then((seller) =>
      seller?.active ? seller.id : undefined,
    );
    return isVisibleOnProductPage(product, { isAdmin, sellerId: await sellerId });
  };
}

async function readPartition(productId: string): Promise<ProductPartition | undefined> {
  const id = productId.trim();
  if (!id || id.length > MAX_ID_LENGTH) return undefined;
  return getProductPartition(id);
}

/**
 * The product page: the product's partition (two Queries at once, around its notify-me list),
 * one BatchGetItem of the related products (at most MAX_RELATIONSHIPS links). A product the caller may not see is 'Product Not Found', like a missing one.
 */
export async function getProductDetail(
  productId: string,
  caller: Pick<Caller, 'userId' | 'role'> | undefined,
): Promise<ProductDetailResponse> {
  const partition = await readPartition(productId);
  if (!partition) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const latest = latestPublishedVersion(partition.versions);
  // Published-ness is read from the versions themselves, not the flag kept for the catalogue.
  const product: Product = { ...partition.product, has_published_version: latest !== undefined };
  const canSee = visibilityFor(caller);
  if (!latest || !(await canSee(product))) throw new NotFoundError(PRODUCT_NOT_FOUND);

  // Only the product's own links, never its category or the catalogue; capped as management
  // caps them, so links written another way (a bulk import) cannot grow the read.
  const targetIds = [
    ...new Set(
      partition.relationships
        .map((relationship) => relationship.target_product_id)
        .filter((id) => id !== product.id),
    ),
  ].slice(0, MAX_RELATIONSHIPS);
  const [targets, seller, aggregate] = await Promise.all([
    targetIds.length > 0 ? getProducts(targetIds) : Promise.resolve([]),
    storefrontLink(product.seller_id),
    getAggregate(product.id),
  ]);
  const visibleTargets = new Map<string, Product>();
  for (const target of targets) {
    if (await canSee(target)) visibleTargets.set(target.id, target);
  }
  return {
    product: toProductDetail(product),
    latestVersion: toLatestVersion(latest),
    contents: contentPreview(partition.files, latest.id),
    whatsInside: mergeWhatsInside(insideSources(partition.files, latest.id), {
      withGraph: product.show_workflow_diagram !== false,
    }),
    related: groupRelated(partition.relationships, visibleTargets),
    seller,
    rating: ratingSummary(aggregate),
  };
}

/** The product page's "By {seller}" link: only to a storefront shoppers may open. */
async function storefrontLink(
  sellerId: string | undefined,
): Promise<ProductDetailResponse['seller']> {
  const storefront = sellerId ? await getStorefront(sellerId) : undefined;
  if (!storefront || storefront.hidden) return null;
  return { handle: storefront.handle, display_name: storefront.display_name };
}

function toCartState(product: Product): CartProductState {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    platform: product.platform,
    image_url: product.image_url,
    active: product.active,
    available_for_purchase: product.available_for_purchase,
    ...(typeof product.pwyw_minimum === 'number' ? { pwyw_minimum: product.pwyw_minimum } : {}),
  };
}

/**
 * The current name, price and state of the products in a browser cart, in the cart's order.
 * Only what the catalogue shows anyone is answered: a product that does not exist, is inactive
 * or has no published version is simply absent (the browser drops it), so the route cannot be
 * used to read unpublished products' names, prices or images.
 */
export async function validateCartProducts(ids: readonly string[]): Promise<CartValidateResponse> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { products: [] };
  const byId = new Map((await getProducts(unique)).map((product) => [product.id, product]));
  return {
    products: unique.flatMap((id) => {
      const product = byId.get(id);
      return product && isVisibleInCatalogue(product, { isAdmin: false })
        ? [toCartState(product)]
        : [];
    }),
  };
}
