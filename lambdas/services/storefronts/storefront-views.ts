import type { PublicStorefront } from '../../contracts/storefronts';
import { getProductsByIds, listSellerProductIds } from '../../repositories/product-repository';
import type { Storefront } from '../../repositories/storefront-repository';
import { toCatalogueProduct, type CatalogueProduct } from '../../rules/product';
import { compareCatalogueOrder, isVisibleInCatalogue } from '../../rules/visibility';

/**
 * The seller's overall rating across their products' reviews. Reviews are their own group;
 * until it offers a seller's rating, the storefront shows none. This is the one place to
 * fill it in.
 */
export function sellerRating(sellerId: string): PublicStorefront['rating'] {
  void sellerId;
  return null;
}

export function toPublicStorefront(storefront: Storefront): PublicStorefront {
  return {
    handle: storefront.handle,
    display_name: storefront.display_name,
    bio: storefront.bio,
    links: storefront.links,
    avatar_url: storefront.avatar_url,
    member_since: storefront.created_at,
    follower_count: Math.max(0, storefront.follower_count),
    rating: sellerRating(storefront.seller_id),
  };
}

/**
 * The seller's products a shopper sees, in catalogue order: the catalogue's own rule, so the
 * storefront never lists what the catalogue hides. A seller's products are few (the GSI2
 * SELLER# partition, one Query), so they are read whole and paged in memory.
 */
export async function visibleSellerProducts(sellerId: string): Promise<CatalogueProduct[]> {
  const ids = await listSellerProductIds(sellerId);
  if (ids.length === 0) return [];
  const products = await getProductsByIds(ids);
  return products
    .filter((product) => isVisibleInCatalogue(product, { isAdmin: false }))
    .sort(compareCatalogueOrder)
    .map(toCatalogueProduct);
}
