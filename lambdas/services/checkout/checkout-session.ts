import type { DiscountQuote } from '../../contracts/discounts';
import { config } from '../../infra/config';
import { describeError, log } from '../../infra/logger';
import { stripeClient, type PaymentMode } from '../../infra/stripe';
import type { DiscountCode } from '../../repositories/discount-code-repository';
import type { Order } from '../../repositories/order-repository';
import { productIdsMetadata } from '../../rules/checkout';
import { DISCOUNT_MESSAGES, isSellerWideCode } from '../../rules/discounts';
import { toCents } from '../../rules/money';
import { isPayWhatYouWant } from '../../rules/pricing-options';
import type { Product } from '../../rules/product';
import { PaymentProviderError } from '../fulfilment/payment-errors';
import { createOrderCoupon } from '../pricing/order-coupon';
import { ensureStripeProducts, stripeProductId } from '../pricing/stripe-products';
import { BadRequestError } from '../shared/errors';
import { localisationParams } from './checkout-localisation';
import { taxAndInvoiceParams } from './tax-and-invoice-params';
import type { CheckoutBuyer } from './checkout-service';

/** What a Checkout line and an order line need of a product. */
type PricedProduct = Pick<Product, 'id' | 'name' | 'price'>;

/** A code checked for this cart: the code and the cart's lines with it applied. */
export interface AppliedDiscount {
  code: DiscountCode;
  quote: DiscountQuote;
}

/**
 * The Checkout Session's lines: one of each product, at the price the server read, each naming
 * the product's Stripe Product (so a coupon limited to products finds its lines).
 */
export function checkoutLineItems(products: readonly PricedProduct[]) {
  return products.map((product) => ({
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: toCents(product.price),
      product: stripeProductId(product.id),
    },
  }));
}

/**
 * The pending order's record of what was bought and for how much, in cents: `line_cents` is what the buyer
 * pays for each product (its price less its share of the discount), which every figure (sales,
 * CSV, charts, seller earnings, refunds) reads; the list price and the discount stay beside it.
 */
export function orderLines(products: readonly PricedProduct[], discount?: AppliedDiscount) {
  const discountOf = new Map(
    discount?.quote.lines.map((line) => [line.product_id, line.discount_cents]) ?? [],
  );
  const paidCents = (product: PricedProduct) =>
    toCents(product.price) - (discountOf.get(product.id) ?? 0);
  const lines = {
    product_ids: products.map((product) => product.id),
    line_cents: Object.fromEntries(products.map((product) => [product.id, paidCents(product)])),
    product_names: Object.fromEntries(products.map((product) => [product.id, product.name])),
    total_cents: products.reduce((sum, product) => sum + paidCents(product), 0),
    currency: 'usd' as const,
  } satisfies Partial<Order>;
  if (!discount) return lines;
  return {
    ...lines,
    list_cents: Object.fromEntries(products.map((product) => [product.id, toCents(product.price)])),
    discount_cents: Object.fromEntries(
      products.map((product) => [product.id, discountOf.get(product.id) ?? 0]),
    ),
    discount: {
      id: discount.code.id,
      code: discount.code.code,
      cents: discount.quote.discount_cents,
    },
  } satisfies Partial<Order>;
}

/** Stripe refused the code itself (used up there meanwhile): the buyer's message, not a 502. */
function refusedDiscount(error: unknown): boolean {
  const { param, type } = error as { param?: string; type?: string };
  return type === 'StripeInvalidRequestError' && Boolean(param?.startsWith('discounts'));
}

/**
 * The order's reference (its id in the shop: the Stripe transfer group its sellers' transfers
 * name, and the invoice's `order_id`) and its code.
 */
interface SessionOptions {
  orderRef: string;
  discount?: AppliedDiscount;
}

/**
 * The code's promotion code; for a seller's "all my products" code, a coupon of this order's
 * discounted lines instead, since the code's own coupon cannot follow products listed later.
 */
async function stripeDiscounts(
  stripe: Awaited<ReturnType<typeof stripeClient>>,
  { code, quote }: AppliedDiscount,
  mode: PaymentMode,
  orderRef: string,
  products: readonly Product[],
): Promise<({ promotion_code: string } | { coupon: string })[]> {
  const promotionCode = code.stripe[mode]?.promotion_code;
  if (!promotionCode) return [];
  // A pay-what-you-want line is never discounted, which the code's own coupon cannot know.
  const perOrder = isSellerWideCode(code) || products.some(isPayWhatYouWant);
  if (!perOrder) return [{ promotion_code: promotionCode }];
  const eligible = quote.lines
    .filter((line) => line.discount_cents > 0)
    .map((line) => line.product_id);
  if (eligible.length === 0) return [];
  return [{ coupon: await createOrderCoupon(stripe, code, eligible, orderRef) }];
}

export async function createStripeSession(
  products: readonly Product[],
  buyer: CheckoutBuyer,
  mode: PaymentMode,
  { orderRef, discount }: SessionOptions,
) {
  const { siteUrl, stripeTax, adaptivePricing } = config();
  const stripe = await stripeClient(mode);
  try {
    await ensureStripeProducts(stripe, mode, products);
    const discounts = discount
      ? await stripeDiscounts(stripe, discount, mode, orderRef, products)
      : [];
    return await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: checkoutLineItems(products),
      ...(discounts.length > 0 ? { discounts } : {}),
      // Separate charges and transfers: each seller's transfer names the order's payment.
      payment_intent_data: { transfer_group: orderRef },
      ...(buyer.email ? { customer_email: buyer.email } : {}),
      ...(buyer.kind === 'user' ? { client_reference_id: buyer.userId } : {}),
      metadata: {
        ...(buyer.kind === 'user' ? { user_id: buyer.userId } : {}),
        ...productIdsMetadata(products.map((product) => product.id)),
        ...(discount ? { discount_id: discount.code.id } : {}),
        mode,
        order_id: orderRef,
      },
      ...taxAndInvoiceParams({
        stripeTax,
        orderId: orderRef,
        productNames: products.map((product) => product.name),
      }),
      ...localisationParams(adaptivePricing),
      success_url: `${siteUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/payment-canceled`,
    });
  } catch (error) {
    if (refusedDiscount(error)) throw new BadRequestError(DISCOUNT_MESSAGES.notValid);
    log('error', 'Stripe refused to create a Checkout Session', { mode, ...describeError(error) });
    throw new PaymentProviderError();
  }
}
