import type {
  BundleProductView,
  BundleSummary,
  BundleView,
  SellerBundle,
} from '../../contracts/bundles';
import type { Bundle } from '../../repositories/bundle-repository';
import { getProductsByIds } from '../../repositories/product-repository';
import { BUNDLE_PROBLEM_TEXT, bundlePrice, bundleProblem, isBundleable } from '../../rules/bundles';
import { toCents } from '../../rules/money';
import type { Product } from '../../rules/product';

/** A product a shopper can see and buy (rules/bundles.ts). */
export const isForSale = (product: Product | undefined): boolean => isBundleable(product);

/** The products of these bundles, by id, in one batch read. */
export async function productsOfBundles(bundles: readonly Bundle[]): Promise<Map<string, Product>> {
  const ids = [...new Set(bundles.flatMap((bundle) => bundle.product_ids))];
  const products = ids.length > 0 ? await getProductsByIds(ids) : [];
  return new Map(products.map((product) => [product.id, product]));
}

const partsOf = (bundle: Bundle, products: ReadonlyMap<string, Product>) =>
  bundle.product_ids.map((id) => ({ id, list_cents: toCents(products.get(id)?.price ?? 0) }));

const coverOf = (bundle: Bundle, products: ReadonlyMap<string, Product>) =>
  products.get(bundle.cover_product_id)?.image_url ??
  products.get(bundle.product_ids[0] ?? '')?.image_url ??
  '';

/** Why shoppers cannot see or buy the bundle now, if they cannot. */
export function problemOf(bundle: Bundle, products: ReadonlyMap<string, Product>) {
  return bundleProblem(
    bundle,
    bundle.product_ids.map((id) => isForSale(products.get(id))),
  );
}

export function sellerBundleView(
  bundle: Bundle,
  products: ReadonlyMap<string, Product>,
): SellerBundle {
  const problem = problemOf(bundle, products);
  return {
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    product_ids: bundle.product_ids,
    cover_product_id: bundle.cover_product_id,
    image_url: coverOf(bundle, products),
    price_cents: bundle.price_cents,
    floor_cents: bundle.floor_cents,
    value_cents: bundlePrice(bundle, partsOf(bundle, products), new Set()).value_cents,
    listed: bundle.listed,
    status: problem === undefined ? 'on_sale' : problem === 'unlisted' ? 'unlisted' : 'unavailable',
    ...(problem ? { problem: BUNDLE_PROBLEM_TEXT[problem] } : {}),
    ...(bundle.seller_id ? { seller_id: bundle.seller_id } : {}),
    created_at: bundle.created_at,
    updated_at: bundle.updated_at,
  };
}

function productView(product: Product): BundleProductView {
  return {
    id: product.id,
    name: product.name,
    short_description: product.short_description,
    image_url: product.image_url,
    price_cents: toCents(product.price),
  };
}

/** The public page of a sellable bundle: each product with its price, the value and saving. */
export function publicBundleView(
  bundle: Bundle,
  products: ReadonlyMap<string, Product>,
): BundleView {
  const price = bundlePrice(bundle, partsOf(bundle, products), new Set());
  return {
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    image_url: coverOf(bundle, products),
    products: bundle.product_ids.flatMap((id) => {
      const product = products.get(id);
      return product ? [productView(product)] : [];
    }),
    value_cents: price.value_cents,
    price_cents: price.price_cents,
    saving_cents: price.saving_cents,
  };
}

export function bundleSummary(
  bundle: Bundle,
  products: ReadonlyMap<string, Product>,
): BundleSummary {
  const price = bundlePrice(bundle, partsOf(bundle, products), new Set());
  return {
    id: bundle.id,
    name: bundle.name,
    image_url: coverOf(bundle, products),
    product_count: bundle.product_ids.length,
    value_cents: price.value_cents,
    price_cents: price.price_cents,
  };
}

export { partsOf };
