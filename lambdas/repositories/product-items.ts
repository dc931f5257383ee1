import type { Product } from '../rules/product';
import type { ProductFile, ProductRelationship, ProductVersion } from '../rules/product-content';
import { keys } from './keys';
import { productItem, versionItem } from './product-repository';
import { relationshipItem } from './relationship-repository';

/** A product with what its partition holds, as a bulk write (seed, benchmark) creates it. */
export interface ProductBundle {
  product: Product;
  versions: readonly ProductVersion[];
  /** Extra attributes (an automation file's manifest, say) are stored as given. */
  files: readonly (ProductFile & Record<string, unknown>)[];
  relationships?: readonly ProductRelationship[];
}

export function productFileItem(file: ProductFile & Record<string, unknown>) {
  return { ...file, ...keys.file(file.product_id, file.id) };
}

/**
 * Every table item of a new product, through the same builders as the single writes: the one
 * place a bulk writer learns of an index item added to products later (a search key, a
 * counter), so the seeded table has the shape the shop writes.
 */
export function productBundleItems(bundle: ProductBundle): Record<string, unknown>[] {
  return [
    productItem(bundle.product),
    ...bundle.versions.map(versionItem),
    ...bundle.files.map(productFileItem),
    ...(bundle.relationships ?? []).map(relationshipItem),
  ];
}
