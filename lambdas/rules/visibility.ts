import type { Product } from './product';

type VisibilityFields = Pick<
  Product,
  'active' | 'has_published_version' | 'available_for_purchase' | 'coming_soon'
>;

/**
 * Spec, "Catalogue visibility": a product must be active and have at least one published
 * version; non-admin viewers also need it to be available for purchase or coming soon.
 */
export function isListedInCatalogue(product: Pick<Product, 'active' | 'has_published_version'>) {
  return product.active && product.has_published_version;
}

export function isVisibleInCatalogue(product: VisibilityFields, viewer: { isAdmin: boolean }) {
  if (!isListedInCatalogue(product)) return false;
  if (viewer.isAdmin) return true;
  return product.available_for_purchase || product.coming_soon;
}

/** Catalogue order: featured first, then newest first. */
export function compareCatalogueOrder(
  a: Pick<Product, 'featured' | 'created_at'>,
  b: Pick<Product, 'featured' | 'created_at'>,
): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  return b.created_at.localeCompare(a.created_at);
}
