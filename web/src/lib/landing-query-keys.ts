/**
 * The query keys of the landing pages (the catalogue and a product, with its "Included in"),
 * apart from the rest of query-keys.ts, which spreads them in: the first load names only these,
 * and the whole key map (mostly the back office's) stayed in it as one object.
 */
export const landingQueryKeys = {
  catalogue: ['products'] as const,
  product: (id: string | undefined, viewerId: string | null) => ['product', id, viewerId] as const,
  /** "Included in" on the product page: the bundles holding a product. */
  productBundles: (productId: string) => ['product-bundles', productId] as const,
};
