import type { PublicStorefront } from '../../contracts/storefronts';
import { countSellerListed, sellerHasListed } from '../../repositories/seller-product-listing';
import type { Storefront } from '../../repositories/storefront-repository';

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

/** How many of the seller's products shoppers see (the catalogue's rule, counted by Query). */
export function visibleSellerProductCount(sellerId: string): Promise<number> {
  return countSellerListed(sellerId);
}

/** Whether shoppers see any of the seller's products: reads until the first one. */
export function hasVisibleSellerProducts(sellerId: string): Promise<boolean> {
  return sellerHasListed(sellerId);
}
