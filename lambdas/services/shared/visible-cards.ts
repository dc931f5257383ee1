import { getProductCards } from '../../repositories/catalogue-browse/card-read';
import { toCatalogueProduct, type CatalogueProduct } from '../../rules/product';
import { isVisibleInCatalogue } from '../../rules/visibility';

/**
 * The cards of products read by key, by id, for this viewer: a product retired, gone or not
 * visible to them (rules/visibility.ts) is left out. A storefront's page is made of these, and
 * the catalogue and search fall back to them for what carries no card of its own yet (listing
 * items before the cards migration, search snapshots before format 3).
 */
export async function readVisibleCards(
  productIds: readonly string[],
  viewer: { isAdmin: boolean },
): Promise<Map<string, CatalogueProduct>> {
  const cards = new Map<string, CatalogueProduct>();
  if (productIds.length === 0) return cards;
  for (const product of await getProductCards(productIds)) {
    if (!product.retired_at && isVisibleInCatalogue(product, viewer)) {
      cards.set(product.id, toCatalogueProduct(product));
    }
  }
  return cards;
}
