import { listCatalogueProducts } from '../../repositories/product-repository';
import { toCatalogueProduct, type CatalogueResponse } from '../../rules/product';
import { withCardApps } from './card-apps';
import { compareCatalogueOrder, isVisibleInCatalogue } from '../../rules/visibility';

/**
 * The catalogue as one viewer may see it. The index holds only listed products already in
 * order; the visibility rule is applied again so the answer never depends on index upkeep.
 */
export async function listCatalogue(viewer: { isAdmin: boolean }): Promise<CatalogueResponse> {
  const products = await listCatalogueProducts();
  return {
    products: products
      .filter((product) => isVisibleInCatalogue(product, viewer))
      .sort(compareCatalogueOrder)
      .map((product) => withCardApps(toCatalogueProduct(product), product)),
  };
}
