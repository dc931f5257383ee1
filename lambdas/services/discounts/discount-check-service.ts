import type { DiscountQuote } from '../../contracts/discounts';
import { getProductsByIds } from '../../repositories/product-repository';
import { isPurchasable, uniqueIds } from '../../rules/checkout';
import { DISCOUNT_MESSAGES } from '../../rules/discounts';
import { quoteCart } from '../pricing/cart-quote';
import { BadRequestError } from '../shared/errors';
import { countDiscountAttempt } from '../pricing/discount-attempts';

/**
 * The cart's check before checkout: the cart's purchasable products (prices from the table,
 * never the browser's), each line's discount and the total Stripe will charge. Checkout checks
 * the code again the same way.
 */
export async function checkDiscountCode(
  code: string,
  productIds: readonly string[],
  clientIp: string,
): Promise<DiscountQuote> {
  // A public route: no account to count, only the client (checkout counts both).
  await countDiscountAttempt({ clientIp });
  const ids = uniqueIds(productIds);
  const found = new Map((await getProductsByIds(ids)).map((product) => [product.id, product]));
  const products = ids.flatMap((id) => {
    const product = found.get(id);
    return product && isPurchasable(product) ? [product] : [];
  });
  if (products.length === 0) throw new BadRequestError(DISCOUNT_MESSAGES.notApplicable);
  const { quote } = await quoteCart(code, products, { now: new Date() });
  return quote;
}
