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
import { bundleCartProducts, splitCartLines, type LineRefusals } from './bundle-lines';

/**
 * The products a cart is charged for, and a discount code over them: one path for checkout and
 * for the cart's check of a code, so the cart shows the total Stripe charges.
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

/**
 * Every product must exist, be active and be for sale; prices always come from the table.
 * Left out instead of refused for the cart's check (see `LineRefusals`).
 */
async function purchasableProducts(
  lines: readonly CartLine[],
  refusals: LineRefusals,
): Promise<Product[]> {
  const ids = uniqueIds(lines.map((line) => line.id));
  if (ids.length === 0) {
    if (refusals === 'leave-out') return [];
    throw new BadRequestError(CHECKOUT_MESSAGES.emptyCart);
  }
  const found = new Map((await getProductsByIds(ids)).map((product) => [product.id, product]));
  const unavailable = ids.filter((id) => !isPurchasable(found.get(id)));
  if (refusals === 'leave-out') {
    return ids.flatMap((id) => (unavailable.includes(id) ? [] : [found.get(id) as Product]));
  }
  if (unavailable.length > 0) {
    const names = unavailable.flatMap((id) => {
      const product = found.get(id);
      return product && isVisibleInCatalogue(product, { isAdmin: false }) ? [product.name] : [];
    });
    throw new BadRequestError(CHECKOUT_MESSAGES.unavailable(names));
  }
  return ids.map((id) => found.get(id) as Product);
}

/** Whether checkout would charge this product line at all (not free, an amount it accepts). */
function chargeable(product: Product, amountCents: number | undefined): boolean {
  if (isFreeProduct(product)) return false;
  return !isPayWhatYouWant(product) || chosenAmount(product, amountCents).ok;
}

/**
 * The cart's single products at what checkout charges (a pay-what-you-want line at the buyer's
 * amount), and its bundles' ids. A cart of bundles alone has no single products to check.
 */
export async function cartSingles(
  lines: readonly CartLine[],
  refusals: LineRefusals = 'refuse',
): Promise<{ singles: Product[]; bundleIds: string[] }> {
  const { productLines, bundleIds } = splitCartLines(lines);
  if (productLines.length === 0 && bundleIds.length > 0) return { singles: [], bundleIds };
  const products = await purchasableProducts(productLines, refusals);
  const amountOf = new Map(productLines.map((line) => [line.id, line.amount_cents]));
  const charged =
    refusals === 'refuse'
      ? products
      : products.filter((product) => chargeable(product, amountOf.get(product.id)));
  return { singles: pricedForCheckout(charged, productLines), bundleIds };
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
 * The whole cart as checkout prices it for a buyer who owns `owned`. Checkout takes the same
 * steps with its ownership answers between them (services/checkout/checkout-service.ts).
 */
export async function pricedCart(
  lines: readonly CartLine[],
  owned: ReadonlySet<string>,
  refusals: LineRefusals = 'refuse',
): Promise<PricedCart> {
  const { singles, bundleIds } = await cartSingles(lines, refusals);
  return withBundles(singles, await bundleCartProducts(bundleIds, owned, singles, refusals));
}

/**
 * A discount code over a priced cart, for checkout and for the cart's check alike: which lines
 * it covers (its product or seller scope, never a pay-what-you-want line), each line's discount
 * and the total (`quoteCart`). Each line of a bundle names it, so the cart can show the bundle's
 * discounted price.
 */
export async function discountedCart(
  code: string,
  cart: PricedCart,
  options: { now: Date; mode?: PaymentMode },
): ReturnType<typeof quoteCart> {
  const applied = await quoteCart(code, cart.products, options);
  const bundleOf = new Map(
    Object.entries(cart.bundles ?? {}).flatMap(([bundleId, bundle]) =>
      bundle.product_ids.map((productId) => [productId, bundleId] as const),
    ),
  );
  const lines = applied.quote.lines.map((line) => {
    const bundleId = bundleOf.get(line.product_id);
    return bundleId ? { ...line, bundle_id: bundleId } : line;
  });
  return { code: applied.code, quote: { ...applied.quote, lines } };
}
