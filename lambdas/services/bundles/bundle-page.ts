import {
  BUNDLE_MESSAGES,
  type BundleQuote,
  type BundleView,
  type ProductBundlesResponse,
} from '../../contracts/bundles';
import {
  bundleIdsOfProduct,
  getBundle,
  getBundlesByIds,
} from '../../repositories/bundle-repository';
import { listPurchases } from '../../repositories/user-repository';
import { bundlePrice } from '../../rules/bundles';
import type { Caller } from '../shared/caller';
import { BadRequestError, NotFoundError } from '../shared/errors';
import {
  bundleSummary,
  partsOf,
  problemOf,
  productsOfBundles,
  publicBundleView,
} from './bundle-views';

/** A bundle shoppers may see and buy, with its products; anything else is 404 for everyone. */
async function sellableBundle(bundleId: string) {
  const bundle = await getBundle(bundleId);
  if (!bundle) throw new NotFoundError(BUNDLE_MESSAGES.notFound);
  const products = await productsOfBundles([bundle]);
  if (problemOf(bundle, products)) throw new NotFoundError(BUNDLE_MESSAGES.notFound);
  return { bundle, products };
}

/**
 * GET /api/bundles/{bundleId}: the same for every caller (so it may be cached); an unlisted
 * bundle, or one with a product no longer for sale, is 404 even to its seller, who reads why
 * in their own list.
 */
export async function getPublicBundle(bundleId: string): Promise<BundleView> {
  const { bundle, products } = await sellableBundle(bundleId);
  return publicBundleView(bundle, products);
}

/** The sellable bundles that include a product ("Included in" on its page). */
export async function bundlesIncluding(productId: string): Promise<ProductBundlesResponse> {
  const bundles = await getBundlesByIds(await bundleIdsOfProduct(productId));
  const products = await productsOfBundles(bundles);
  return {
    bundles: bundles
      .filter((bundle) => bundle.product_ids.includes(productId) && !problemOf(bundle, products))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((bundle) => bundleSummary(bundle, products)),
  };
}

/**
 * What the caller pays for the bundle now: signed in, less what they own (never below the
 * floor), the same rule checkout charges by. A guest's purchases are known only at checkout.
 */
export async function quoteBundle(
  bundleId: string,
  caller: Pick<Caller, 'userId'> | undefined,
): Promise<BundleQuote> {
  const { bundle, products } = await sellableBundle(bundleId);
  const owned = caller
    ? new Set((await listPurchases(caller.userId)).map((purchase) => purchase.product_id))
    : new Set<string>();
  const price = bundlePrice(bundle, partsOf(bundle, products), owned);
  if (price.granted_ids.length === 0) throw new BadRequestError(BUNDLE_MESSAGES.ownsAll);
  return {
    bundle_id: bundle.id,
    value_cents: price.value_cents,
    price_cents: price.price_cents,
    saving_cents: price.saving_cents,
    owned_cents: price.owned_cents,
    owned_product_ids: price.owned_ids,
    granted_product_ids: price.granted_ids,
  };
}
