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

// One visibility rule for the catalogue and the product page (rules/visibility.ts); re-exported
// because the product page's callers and tests read it from here.
export {
  dependsOnOwnership,
  isVisibleOnProductPage,
  type ProductViewer,
} from '../../rules/visibility';

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
  const { id, name, short_description, price, platform, category, image_url, rating } = product;
  return {
    id,
    name,
    short_description,
    price,
    platform,
    category,
    image_url,
    ...(rating ? { rating } : {}),
  };
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
    ...(typeof product.pwyw_minimum === 'number' ? { pwyw_minimum: product.pwyw_minimum } : {}),
    ...(product.seller_id ? { seller_id: product.seller_id } : {}),
  };
}

export function toLatestVersion(
  version: ProductVersion | undefined,
): ProductDetailResponse['latestVersion'] {
  if (!version) return null;
  const { id, version_number, release_date, changelog } = version;
  return { id, version_number, release_date, changelog };
}
