import type { Product } from './product';

type VisibilityFields = Pick<
  Product,
  'active' | 'has_published_version' | 'available_for_purchase' | 'coming_soon'
>;

type PageVisibilityFields = VisibilityFields & Pick<Product, 'seller_id'>;

/** Who is looking: admins see every active, published product; sellers also their own. */
export interface ProductViewer {
  isAdmin: boolean;
  /** Id of the viewer's active seller record, if any. */
  sellerId?: string;
}

/**
 * The one visibility rule of the shop. Spec, "Catalogue visibility": a product must be active
 * and have at least one published version; non-admin viewers also need it to be available for
 * purchase or coming soon, or (product page only) to be the owning seller. The catalogue asks
 * without a seller, so every product it lists opens, and one that stops being for sale leaves
 * both at once.
 */
export function isVisibleOnProductPage(product: PageVisibilityFields, viewer: ProductViewer) {
  if (!isListedInCatalogue(product)) return false;
  if (product.available_for_purchase || product.coming_soon || viewer.isAdmin) return true;
  return Boolean(viewer.sellerId && product.seller_id === viewer.sellerId);
}

/** Only a listed product that is neither available nor coming soon depends on who owns it. */
export function dependsOnOwnership(product: PageVisibilityFields): boolean {
  return (
    isListedInCatalogue(product) &&
    !product.available_for_purchase &&
    !product.coming_soon &&
    Boolean(product.seller_id)
  );
}

export function isListedInCatalogue(product: Pick<Product, 'active' | 'has_published_version'>) {
  return product.active && product.has_published_version;
}

/** The catalogue: the product page's rule for a viewer who owns nothing. */
export function isVisibleInCatalogue(product: VisibilityFields, viewer: { isAdmin: boolean }) {
  return isVisibleOnProductPage(product, { isAdmin: viewer.isAdmin });
}

/**
 * A change that made a product visible to shoppers (its seller's followers hear of it): not
 * visible in the catalogue before, visible after.
 */
export function becameListed(before: VisibilityFields, after: VisibilityFields): boolean {
  const shopper = { isAdmin: false };
  return !isVisibleInCatalogue(before, shopper) && isVisibleInCatalogue(after, shopper);
}

/** Catalogue order: featured first, then newest first. */
export function compareCatalogueOrder(
  a: Pick<Product, 'featured' | 'created_at'>,
  b: Pick<Product, 'featured' | 'created_at'>,
): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  return b.created_at.localeCompare(a.created_at);
}
