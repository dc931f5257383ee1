import { isPurchasable } from './checkout';
import type { Product } from './product';
import { isVisibleInCatalogue } from './visibility';

/**
 * Bundles: several products of one owner sold together for one price. The pricing and the
 * split of what was paid over the products are pure, shared by the server (checkout, the
 * quote) and the web (the bundle page and the cart show the server's figures, worded alike).
 */

/** A product of a bundle as pricing reads it: its id and its list price in cents. */
export interface BundlePart {
  id: string;
  list_cents: number;
}

/** The bundle's own terms, in cents. */
export interface BundleTerms {
  price_cents: number;
  floor_cents: number;
}

/** What a buyer pays for a bundle, given what they own already. */
export interface BundlePrice {
  /** Every product at its list price: the bundle's "value". */
  value_cents: number;
  /** The list prices of the products the buyer owns already (not granted again). */
  owned_cents: number;
  /** What the buyer pays: the bundle price less what they own, never below the floor. */
  price_cents: number;
  /** The products this purchase grants, in the bundle's order. */
  granted_ids: string[];
  owned_ids: string[];
  /** Value of the granted products less what is paid (never below zero). */
  saving_cents: number;
}

/**
 * The bundle price less the list prices of the products already owned, never below the floor:
 * an owner of some products pays for the rest only, and the seller's floor bounds the reduction.
 */
export function bundlePrice(
  terms: BundleTerms,
  parts: readonly BundlePart[],
  owned: ReadonlySet<string>,
): BundlePrice {
  const value = parts.reduce((sum, part) => sum + part.list_cents, 0);
  const ownedParts = parts.filter((part) => owned.has(part.id));
  const ownedCents = ownedParts.reduce((sum, part) => sum + part.list_cents, 0);
  const granted = parts.filter((part) => !owned.has(part.id));
  const grantedValue = granted.reduce((sum, part) => sum + part.list_cents, 0);
  const price = Math.max(terms.floor_cents, terms.price_cents - ownedCents);
  return {
    value_cents: value,
    owned_cents: ownedCents,
    price_cents: price,
    granted_ids: granted.map((part) => part.id),
    owned_ids: ownedParts.map((part) => part.id),
    saving_cents: Math.max(0, grantedValue - price),
  };
}

/**
 * Splits `totalCents` over the parts in proportion to their list prices, in whole cents, by the
 * largest remainder: each part gets the floor of its exact share, and the cents left go one
 * each to the largest fractional remainders (ties to the earlier part), so the shares add up
 * exactly to the total and none is more than a cent from its exact share. Parts all priced at
 * zero share equally. Every order line, refund and payout then reads its own share.
 */
export function allocateCents(
  totalCents: number,
  parts: readonly BundlePart[],
): Record<string, number> {
  if (parts.length === 0) return {};
  const weightSum = parts.reduce((sum, part) => sum + part.list_cents, 0);
  const weights = parts.map((part) => (weightSum > 0 ? part.list_cents : 1));
  const divisor = weightSum > 0 ? weightSum : parts.length;
  // Integer arithmetic: numerator / divisor is the exact share, with no float rounding.
  const shares = weights.map((weight, index) => {
    const numerator = totalCents * weight;
    return { index, base: Math.floor(numerator / divisor), remainder: numerator % divisor };
  });
  let left = totalCents - shares.reduce((sum, share) => sum + share.base, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.base += 1;
    left -= 1;
  }
  return Object.fromEntries(shares.map((share) => [parts[share.index]?.id ?? '', share.base]));
}

/** A bundle needs two products at least; more than this makes an unreadable page. */
export const BUNDLE_MIN_PRODUCTS = 2;
export const BUNDLE_MAX_PRODUCTS = 20;

/** Why a bundle cannot be sold now, for its seller (the public gets a plain 404). */
export type BundleProblem = 'unlisted' | 'productUnavailable';

export const BUNDLE_PROBLEM_TEXT: Record<BundleProblem, string> = {
  unlisted: 'This bundle is unlisted: shoppers cannot see or buy it.',
  productUnavailable:
    'A product of this bundle is no longer for sale, so shoppers cannot see or buy the bundle. ' +
    'Edit the bundle to remove it, or list the product again.',
};

/**
 * A product a shopper can see and buy, which every product of a sellable bundle must be: in the
 * catalogue, for sale and not retired.
 */
export function isBundleable(
  product:
    | Pick<
        Product,
        'active' | 'available_for_purchase' | 'has_published_version' | 'coming_soon' | 'retired_at'
      >
    | undefined,
): boolean {
  return Boolean(
    product &&
    !product.retired_at &&
    isPurchasable(product) &&
    isVisibleInCatalogue(product, { isAdmin: false }),
  );
}

/** Whether a bundle can be shown and bought: listed, and every product of it for sale. */
export function bundleProblem(
  bundle: { listed: boolean },
  productsForSale: readonly boolean[],
): BundleProblem | undefined {
  if (!bundle.listed) return 'unlisted';
  if (productsForSale.some((forSale) => !forSale)) return 'productUnavailable';
  return undefined;
}

/**
 * An order's record of a bundle it sold (`bundles` on the order, by bundle id): its name, the
 * products it granted (each an ordinary line of the order, `line_cents` its share of
 * `price_cents`), those the buyer owned already, what this buyer paid for it before any
 * discount code, and its list value.
 */
export interface OrderBundle {
  name: string;
  product_ids: string[];
  owned_product_ids: string[];
  price_cents: number;
  value_cents: number;
}
