import type {
  ContentPreviewItem,
  ProductDetail,
  ProductDetailResponse,
  RelatedProduct,
} from '../../contracts/catalogue';
import type { Product } from '../../rules/product';
import {
  byLinkOrder,
  type ProductFile,
  type ProductRelationship,
  type ProductVersion,
  type RelationshipType,
} from '../../rules/product-content';

/**
 * Pure rules of the product page (no I/O), kept apart from product-service.ts so they can be
 * unit-tested on their own.
 */

/** Who is looking: admins see every active, published product; sellers also their own. */
export interface ProductViewer {
  isAdmin: boolean;
  /** Id of the viewer's active seller record, if any. */
  sellerId?: string;
}

type PageVisibilityFields = Pick<
  Product,
  'active' | 'has_published_version' | 'available_for_purchase' | 'coming_soon' | 'seller_id'
>;

/**
 * Product page visibility: active with a published version, and available, coming soon, or the
 * viewer is admin or the owning seller.
 */
export function isVisibleOnProductPage(product: PageVisibilityFields, viewer: ProductViewer) {
  if (!product.active || !product.has_published_version) return false;
  if (product.available_for_purchase || product.coming_soon || viewer.isAdmin) return true;
  return Boolean(viewer.sellerId && product.seller_id === viewer.sellerId);
}

/** Only a listed product that is neither available nor coming soon depends on who owns it. */
export function dependsOnOwnership(product: PageVisibilityFields): boolean {
  return (
    product.active &&
    product.has_published_version &&
    !product.available_for_purchase &&
    !product.coming_soon &&
    Boolean(product.seller_id)
  );
}

/** 'Product Contents Preview': the version's files without gallery images, by purpose then position. */
export function contentPreview(
  files: readonly ProductFile[],
  versionId: string,
): ContentPreviewItem[] {
  return files
    .filter((file) => file.version_id === versionId && file.file_purpose !== 'gallery')
    .sort(
      (a, b) => a.file_purpose.localeCompare(b.file_purpose) || a.order_position - b.order_position,
    )
    .map(({ id, title, display_name, file_type, file_purpose }) => ({
      id,
      title,
      display_name,
      file_type,
      file_purpose,
    }));
}

export function toRelatedProduct(product: Product): RelatedProduct {
  const { id, name, short_description, price, platform, category, image_url } = product;
  return { id, name, short_description, price, platform, category, image_url };
}

/**
 * Related products grouped by relationship type, in the seller's order; a target that is missing
 * or that the viewer may not see is left out. Every type is present, possibly empty.
 */
export function groupRelated(
  relationships: readonly ProductRelationship[],
  visibleTargets: ReadonlyMap<string, Product>,
): Record<RelationshipType, RelatedProduct[]> {
  const groups: Record<RelationshipType, RelatedProduct[]> = {
    dependency: [],
    recommended: [],
    related: [],
  };
  for (const relationship of [...relationships].sort(byLinkOrder)) {
    const target = visibleTargets.get(relationship.target_product_id);
    const group = groups[relationship.relationship_type];
    if (target && group) group.push(toRelatedProduct(target));
  }
  return groups;
}

export function toProductDetail(product: Product): ProductDetail {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    short_description: product.short_description,
    price: product.price,
    platform: product.platform,
    category: product.category,
    featured: product.featured,
    image_url: product.image_url,
    prerequisites: product.prerequisites,
    available_for_purchase: product.available_for_purchase,
    coming_soon: product.coming_soon,
    created_at: product.created_at,
    gallery_image_urls: product.gallery_image_urls,
    video_youtube_id: product.video_youtube_id,
  };
}

export function toLatestVersion(
  version: ProductVersion | undefined,
): ProductDetailResponse['latestVersion'] {
  if (!version) return null;
  const { id, version_number, release_date, changelog } = version;
  return { id, version_number, release_date, changelog };
}
