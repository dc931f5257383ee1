import { BUNDLE_MESSAGES } from '../../contracts/bundles';
import { getBundlesByIds, type Bundle } from '../../repositories/bundle-repository';
import { getProductsByIds } from '../../repositories/product-repository';
import {
  allocateCents,
  bundlePrice,
  bundleProblem,
  isBundleable,
  type OrderBundle,
} from '../../rules/bundles';
import { uniqueIds } from '../../rules/checkout';
import { toCents } from '../../rules/money';
import type { Product } from '../../rules/product';
import { BadRequestError } from '../shared/errors';

/** A cart line as checkout reads it: a product, or a bundle (`kind: 'bundle'`). */
export interface CartEntry {
  id: string;
  kind?: 'bundle';
}

/**
 * What a line checkout cannot sell does: checkout refuses the cart with its reason; the cart's
 * check of a discount code leaves the line out (a refusal there reads as the code's, and
 * checkout still refuses the cart with its own reason).
 */
export type LineRefusals = 'refuse' | 'leave-out';

/** The cart's products and its bundles, apart. */
export function splitCartLines<Line extends CartEntry>(lines: readonly Line[]) {
  return {
    productLines: lines.filter((line) => line.kind !== 'bundle'),
    bundleIds: uniqueIds(lines.filter((line) => line.kind === 'bundle').map((line) => line.id)),
  };
}

/** This bundle's sale in this cart to this buyer, or why checkout refuses it. */
function bundleSale(
  bundle: Bundle | undefined,
  found: ReadonlyMap<string, Product>,
  taken: ReadonlySet<string>,
  owned: ReadonlySet<string>,
) {
  if (!bundle) return { refusal: BUNDLE_MESSAGES.unavailable };
  const parts = bundle.product_ids.map((id) => found.get(id));
  if (bundleProblem(bundle, parts.map(isBundleable))) {
    return { refusal: BUNDLE_MESSAGES.unavailable };
  }
  const sellable = parts as Product[];
  const twice = sellable.filter((product) => taken.has(product.id));
  if (twice.length > 0) return { refusal: BUNDLE_MESSAGES.alsoInCart(twice.map((p) => p.name)) };
  const listParts = sellable.map((p) => ({ id: p.id, list_cents: toCents(p.price) }));
  const price = bundlePrice(bundle, listParts, owned);
  if (price.granted_ids.length === 0) return { refusal: BUNDLE_MESSAGES.ownsAll };
  return { bundle, sellable, listParts, price };
}

/**
 * The bundles of a cart as order lines: each product the buyer does not own yet, priced at its
 * share of what the bundle costs this buyer (the bundle price less what they own, never below
 * the floor; split in proportion to list prices to the cent). From here on they are ordinary
 * lines: the Checkout Session charges them, discount codes, tax, invoices, the order's
 * `line_cents`, sales, payouts and refunds read them as any other, and the order's `bundles`
 * groups them. Products the buyer owns are not sold again.
 */
export async function bundleCartProducts(
  bundleIds: readonly string[],
  owned: ReadonlySet<string>,
  singles: readonly Product[],
  refusals: LineRefusals = 'refuse',
): Promise<{ products: Product[]; bundles?: Record<string, OrderBundle> }> {
  if (bundleIds.length === 0) return { products: [] };
  const bundles = new Map((await getBundlesByIds(bundleIds)).map((b) => [b.id, b]));
  const productIds = uniqueIds([...bundles.values()].flatMap((bundle) => bundle.product_ids));
  const found = new Map((await getProductsByIds(productIds)).map((p) => [p.id, p]));
  const taken = new Set(singles.map((product) => product.id));
  const products: Product[] = [];
  const marker: Record<string, OrderBundle> = {};
  for (const bundleId of bundleIds) {
    const sale = bundleSale(bundles.get(bundleId), found, taken, owned);
    if (sale.refusal !== undefined) {
      if (refusals === 'leave-out') continue;
      throw new BadRequestError(sale.refusal);
    }
    const { bundle, sellable, listParts, price } = sale;
    const granted = listParts.filter((part) => price.granted_ids.includes(part.id));
    const shares = allocateCents(price.price_cents, granted);
    for (const product of sellable) {
      taken.add(product.id);
      const share = shares[product.id];
      // The product at its share: every later reader takes this as its price in this order.
      if (share !== undefined) products.push({ ...product, price: share / 100 });
    }
    marker[bundle.id] = {
      name: bundle.name,
      product_ids: price.granted_ids,
      owned_product_ids: price.owned_ids,
      price_cents: price.price_cents,
      value_cents: price.value_cents,
    };
  }
  return { products, bundles: marker };
}
