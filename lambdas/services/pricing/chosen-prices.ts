import type { Product } from '../../rules/product';
import {
  PRICING_MESSAGES,
  chosenAmount,
  isFreeProduct,
  isPayWhatYouWant,
} from '../../rules/pricing-options';
import { BadRequestError } from '../shared/errors';

/** A cart line's amount: only pay-what-you-want lines read it (whole cents). */
export interface ChosenLine {
  id: string;
  amount_cents?: number | undefined;
}

/**
 * The products of a paid cart at the amounts they are charged: a free product is refused (it is
 * claimed, never sold through Stripe) and a pay-what-you-want line is priced at the buyer's
 * amount, checked against its minimum here whatever the cart did. Everything after this
 * (Stripe's `price_data.unit_amount`, the order's `line_cents`, discounts) reads `price`.
 */
export function pricedForCheckout(
  products: readonly Product[],
  lines: readonly ChosenLine[],
): Product[] {
  const free = products.filter(isFreeProduct);
  if (free.length > 0) {
    throw new BadRequestError(PRICING_MESSAGES.freeNotInCart(free.map((p) => p.name)));
  }
  const amountOf = new Map(lines.map((line) => [line.id, line.amount_cents]));
  return products.map((product) => {
    if (!isPayWhatYouWant(product)) return product;
    const chosen = chosenAmount(product, amountOf.get(product.id));
    if (!chosen.ok) throw new BadRequestError(chosen.message);
    return { ...product, price: chosen.cents / 100 };
  });
}
