import type { DiscountQuote } from '../../contracts/discounts';
import { getProductsByIds } from '../../repositories/product-repository';
import type { OrderBundle } from '../../rules/bundles';
import { CHECKOUT_MESSAGES, isPurchasable, uniqueIds } from '../../rules/checkout';
import type { PaymentMode } from '../../rules/payment-mode';
import { chosenAmount, isFreeProduct, isPayWhatYouWant } from '../../rules/pricing-options';
import type { Product } from '../../rules/product';
import { isVisibleInCatalogue } from '../../rules/visibility';
import { pricedForCheckout } from './chosen-prices';
import { quoteCart } from './cart-quote';
import { BadRequestError } from '../shared/errors';
import { bundleCartProducts, splitCartLines } from './bundle-lines';

/**
 * The products a cart is charged for, and a discount code over them: the same steps for
 * checkout and for the cart's check of a code, so the cart shows the total Stripe charges. The
 * check's own steps are apart, so the checkout bundle (at its size budget) carries none of them.
 */

/**
 * A cart line as the browser sends it: the id, a bundle's kind, and for a pay-what-you-want
 * product the amount (name and price are never used).
 */
export interface CartLine {
  id: string;
  kind?: 'bundle';
  amount_cents?: number | undefined;
}

/** The products checkout charges, each at its price in this order, and the bundles they form. */
export interface PricedCart {
  products: Product[];
  bundles?: Record<string, OrderBundle>;
}

/** Every product must exist, be active and be for sale; prices always come from the table. */
async function purchasableProducts(lines: readonly CartLine[]): Promise<Product[]> {
  const ids = uniqueIds(lines.map((line) => line.id));
  if (ids.length === 0) throw new BadRequestError(CHECKOUT_MESSAGES.emptyCart);
  const found = new Map((await getProductsByIds(ids)).map((product) => [product.id, product]));
  const unavailable = ids.filter((id) => !isPurchasable(found.get(id)));
  if (unavailable.length > 0) {
    const names = unavailable.flatMap((id) => {
      const product = found.get(id);
      return product && isVisibleInCatalogue(product, { isAdmin: false }) ? [product.name] : [];
    });
    throw new BadRequestError(CHECKOUT_MESSAGES.unavailable(names));
  }
  return ids.map((id) => found.get(id) as Product);
}

/**
 * Checkout's single products at what it charges (a pay-what-you-want line at the buyer's
 * amount), and its bundles' ids; any line it cannot sell refuses the cart with its reason. A
 * cart of bundles alone has no single products to check.
 */
export async function cartSingles(
  lines: readonly CartLine[],
): Promise<{ singles: Product[]; bundleIds: string[] }> {
  const { productLines, bundleIds } = splitCartLines(lines);
  if (productLines.length === 0 && bundleIds.length > 0) return { singles: [], bundleIds };
  return {
    singles: pricedForCheckout(await purchasableProducts(productLines), productLines),
    bundleIds,
  };
}

/** The single products, then each bundle's products at their shares of its price. */
export function withBundles(
  singles: readonly Product[],
  bundled: { products: Product[]; bundles?: Record<string, OrderBundle> },
): PricedCart {
  return {
    products: [...singles, ...bundled.products],
    ...(bundled.bundles ? { bundles: bundled.bundles } : {}),
  };
}

/**
 * A discount code over a priced cart, for checkout and for the cart's check alike: which lines
 * it covers (its product or seller scope, never a pay-what-you-want line), each line's discount
 * and the total, to the cent as Stripe charges them (`quoteCart`).
 */
export function discountedCart(
  code: string,
  cart: PricedCart,
  options: { now: Date; mode?: PaymentMode },
): ReturnType<typeof quoteCart> {
  return quoteCart(code, cart.products, options);
}

/** Whether checkout would charge this product line at all (not free, an amount it accepts). */
function chargeable(product: Product, amountCents: number | undefined): boolean {
  if (isFreeProduct(product)) return false;
  return !isPayWhatYouWant(product) || chosenAmount(product, amountCents).ok;
}

/**
 * The cart as checkout prices it for a buyer who owns `owned`, for the cart's check of a code:
 * the same prices, shares and bundles, but a line checkout would refuse (not for sale, free, an
 * amount under the minimum, a bundle not for sale or owned in full) is left out instead, since
 * a refusal of the check reads as the code's; checkout still refuses it with its own reason.
 */
export async function previewCart(
  lines: readonly CartLine[],
  owned: ReadonlySet<string>,
): Promise<PricedCart> {
  const { productLines, bundleIds } = splitCartLines(lines);
  const ids = uniqueIds(productLines.map((line) => line.id));
  const found = new Map(
    (ids.length > 0 ? await getProductsByIds(ids) : []).map((product) => [product.id, product]),
  );
  const amountOf = new Map(productLines.map((line) => [line.id, line.amount_cents]));
  const sellable = ids.flatMap((id) => {
    const product = found.get(id);
    return product && isPurchasable(product) && chargeable(product, amountOf.get(id))
      ? [product]
      : [];
  });
  const singles = pricedForCheckout(sellable, productLines);
  return withBundles(singles, await bundleCartProducts(bundleIds, owned, singles, 'leave-out'));
}

/** The quote's lines of a bundle's products name their bundle, so the cart can show its row. */
export function withBundleIds(quote: DiscountQuote, cart: PricedCart): DiscountQuote {
  const bundleOf = new Map(
    Object.entries(cart.bundles ?? {}).flatMap(([bundleId, bundle]) =>
      bundle.product_ids.map((productId) => [productId, bundleId] as const),
    ),
  );
  const lines = quote.lines.map((line) => {
    const bundleId = bundleOf.get(line.product_id);
    return bundleId ? { ...line, bundle_id: bundleId } : line;
  });
  return { ...quote, lines };
}
