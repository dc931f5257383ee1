import type { DiscountQuote } from '../../contracts/discounts';
import { listPurchases } from '../../repositories/user-repository';
import { DISCOUNT_MESSAGES } from '../../rules/discounts';
import {
  discountedCart,
  previewCart,
  withBundleIds,
  type CartLine,
} from '../pricing/cart-products';
import type { Caller } from '../shared/caller';
import { BadRequestError } from '../shared/errors';
import { countDiscountAttempt } from '../pricing/discount-attempts';

/**
 * The cart's check before checkout: the cart priced exactly as checkout prices it (prices from
 * the table, never the browser's; a bundle at what this caller pays for it, less what a
 * signed-in caller owns; a pay-what-you-want line at the buyer's amount), each line's discount
 * and the total Stripe will charge, by the same function checkout applies the code with. A
 * line checkout would refuse is left out here: checkout refuses it with its own reason.
 */
export async function checkDiscountCode(
  code: string,
  lines: readonly CartLine[],
  caller: Pick<Caller, 'userId'> | undefined,
  clientIp: string,
): Promise<DiscountQuote> {
  // Counted per client only, as before sign-in was read here (checkout counts both).
  await countDiscountAttempt({ clientIp });
  // A guest's earlier purchases are known only at checkout (by e-mail), as for a bundle's quote.
  const owned = caller
    ? new Set((await listPurchases(caller.userId)).map((purchase) => purchase.product_id))
    : new Set<string>();
  const cart = await previewCart(lines, owned);
  if (cart.products.length === 0) throw new BadRequestError(DISCOUNT_MESSAGES.notApplicable);
  const { quote } = await discountedCart(code, cart, { now: new Date() });
  return withBundleIds(quote, cart);
}
