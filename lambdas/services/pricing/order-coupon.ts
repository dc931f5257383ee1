import type { stripeClient } from '../../infra/stripe';
import type { DiscountCode } from '../../repositories/discount-code-repository';
import { stripeProductId } from './stripe-products';

/** What a code's Stripe coupon takes off, once, under the code's name. */
export function couponValue(
  code: Pick<DiscountCode, 'code' | 'kind' | 'percent_off' | 'amount_off_cents'>,
) {
  return {
    ...(code.kind === 'percent'
      ? { percent_off: code.percent_off ?? 0 }
      : { amount_off: code.amount_off_cents ?? 0, currency: 'usd' }),
    duration: 'once' as const,
    name: code.code,
  };
}

/**
 * The coupon of one order paid with a seller's "all my products" code: limited to that cart's
 * products of the seller (a coupon's products cannot change, and the seller may list more after
 * making the code), redeemable once. The shop checked the code's expiry and limit before; the
 * order's id keeps a retried request from making a second coupon.
 */
export async function createOrderCoupon(
  stripe: Awaited<ReturnType<typeof stripeClient>>,
  code: Pick<
    DiscountCode,
    'id' | 'code' | 'kind' | 'percent_off' | 'amount_off_cents' | 'seller_id'
  >,
  productIds: readonly string[],
  orderRef: string,
): Promise<string> {
  const coupon = await stripe.coupons.create(
    {
      ...couponValue(code),
      applies_to: { products: productIds.map((id) => stripeProductId(id)) },
      max_redemptions: 1,
      metadata: {
        discount_id: code.id,
        order_id: orderRef,
        ...(code.seller_id ? { seller_id: code.seller_id } : {}),
      },
    },
    { idempotencyKey: `discount-${code.id}-order-${orderRef}` },
  );
  return coupon.id;
}
