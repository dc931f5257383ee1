import type { DiscountQuote } from '../../contracts/discounts';
import {
  findDiscountCodeByName,
  type DiscountCode,
} from '../../repositories/discount-code-repository';
import {
  DISCOUNT_MESSAGES,
  discountCodeProblem,
  discountAppliesTo,
  discountLines,
  normalizeCode,
  type DiscountAmount,
} from '../../rules/discounts';
import { toCents } from '../../rules/money';
import type { PaymentMode } from '../../rules/payment-mode';
import { isDiscountable } from '../../rules/pricing-options';
import type { Product } from '../../rules/product';
import { BadRequestError } from '../shared/errors';

/** What a code takes off, as the discount rule reads it. */
export function amountOf(code: Pick<DiscountCode, 'kind' | 'percent_off' | 'amount_off_cents'>) {
  return (
    code.kind === 'percent'
      ? { kind: 'percent', percent_off: code.percent_off ?? 0 }
      : { kind: 'amount', amount_off_cents: code.amount_off_cents ?? 0 }
  ) satisfies DiscountAmount;
}

/**
 * A cart with a code applied, or the buyer's message why not: unknown or deactivated, expired,
 * used up, or for none of the cart's products (never saying which products it is for). With a
 * payment mode, a code without Stripe objects in that mode is not valid either.
 */
export async function quoteCart(
  typedCode: string,
  products: readonly Pick<Product, 'id' | 'price' | 'seller_id' | 'pwyw_minimum'>[],
  options: { now: Date; mode?: PaymentMode },
): Promise<{ code: DiscountCode; quote: DiscountQuote }> {
  const code = await findDiscountCodeByName(normalizeCode(typedCode));
  if (!code) throw new BadRequestError(DISCOUNT_MESSAGES.notValid);
  const problem = discountCodeProblem(code, options.now);
  if (problem) throw new BadRequestError(DISCOUNT_MESSAGES[problem]);
  if (options.mode && !code.stripe[options.mode]) {
    throw new BadRequestError(DISCOUNT_MESSAGES.notValid);
  }
  const sellerOf = new Map(products.map((product) => [product.id, product.seller_id]));
  const discountable = new Set(products.filter(isDiscountable).map((product) => product.id));
  const eligible = (productId: string) =>
    discountable.has(productId) &&
    discountAppliesTo(code, { id: productId, seller_id: sellerOf.get(productId) });
  if (!products.some((product) => eligible(product.id))) {
    throw new BadRequestError(DISCOUNT_MESSAGES.notApplicable);
  }
  const cart = discountLines(
    products.map((product) => ({ product_id: product.id, subtotal_cents: toCents(product.price) })),
    amountOf(code),
    (line) => eligible(line.product_id),
  );
  return { code, quote: { code: code.code, ...cart } };
}
