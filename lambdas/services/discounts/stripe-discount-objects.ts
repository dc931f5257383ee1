import { describeError, log } from '../../infra/logger';
import { configuredStripeMode, stripeClient } from '../../infra/stripe';
import type { DiscountCode, StripeDiscountIds } from '../../repositories/discount-code-repository';
import { isSellerWideCode } from '../../rules/discounts';
import type { PaymentMode } from '../../rules/payment-mode';
import type { Product } from '../../rules/product';
import { PaymentProviderError } from '../fulfilment/payment-errors';
import { couponValue } from '../pricing/order-coupon';
import { ensureStripeProducts, stripeProductId } from '../pricing/stripe-products';

/**
 * The modes a code must exist in: a deployment in test mode pays only in test; a live one pays
 * in live, and test users pay in test, so its codes exist in both.
 */
export function discountModes(): PaymentMode[] {
  return configuredStripeMode() === 'test' ? ['test'] : ['live', 'test'];
}

function unixSeconds(iso: string | null): number | undefined {
  return iso ? Math.floor(Date.parse(iso) / 1000) : undefined;
}

async function createInMode(
  code: DiscountCode,
  products: readonly Pick<Product, 'id' | 'name'>[],
  mode: PaymentMode,
): Promise<StripeDiscountIds> {
  const stripe = await stripeClient(mode);
  if (products.length > 0) await ensureStripeProducts(stripe, mode, products);
  const expiresAt = unixSeconds(code.expires_at);
  const limit = code.max_redemptions ?? undefined;
  const metadata = {
    discount_id: code.id,
    ...(code.seller_id ? { seller_id: code.seller_id } : {}),
  };
  const coupon = await stripe.coupons.create(
    {
      ...couponValue(code),
      ...(products.length > 0
        ? { applies_to: { products: products.map((product) => stripeProductId(product.id)) } }
        : {}),
      ...(expiresAt ? { redeem_by: expiresAt } : {}),
      ...(limit ? { max_redemptions: limit } : {}),
      metadata,
    },
    { idempotencyKey: `discount-${code.id}-coupon` },
  );
  const promotionCode = await stripe.promotionCodes.create(
    {
      promotion: { type: 'coupon', coupon: coupon.id },
      code: code.code,
      // A seller's "all my products" code names no products (they change; Stripe could not hold
      // thousands), so its coupon alone would discount anything: checkout never applies it (each
      // order gets a coupon of its own), and it stays inactive so it cannot be redeemed as such.
      ...(isSellerWideCode(code) ? { active: false } : {}),
      ...(expiresAt ? { expires_at: expiresAt } : {}),
      ...(limit ? { max_redemptions: limit } : {}),
      metadata,
    },
    { idempotencyKey: `discount-${code.id}-promotion-code` },
  );
  return { coupon: coupon.id, promotion_code: promotionCode.id };
}

/**
 * The coupon and promotion code of a new code in every mode it is paid in; Stripe enforces the
 * expiry, the limit and the products at payment. `products` are the code's chosen products
 * (none for a code for the whole shop or for all of a seller's products).
 */
export async function createStripeDiscount(
  code: DiscountCode,
  products: readonly Pick<Product, 'id' | 'name'>[],
): Promise<DiscountCode['stripe']> {
  const made: DiscountCode['stripe'] = {};
  try {
    for (const mode of discountModes()) made[mode] = await createInMode(code, products, mode);
    return made;
  } catch (error) {
    log('error', 'Stripe refused a discount code', {
      discountId: code.id,
      ...describeError(error),
    });
    await deactivateStripeDiscount({ ...code, stripe: made }).catch(() => undefined);
    throw new PaymentProviderError();
  }
}

/** Stripe stops accepting the code (its promotion code in every mode goes inactive). */
export async function deactivateStripeDiscount(code: Pick<DiscountCode, 'id' | 'stripe'>) {
  try {
    for (const [mode, ids] of Object.entries(code.stripe) as [PaymentMode, StripeDiscountIds][]) {
      const stripe = await stripeClient(mode);
      await stripe.promotionCodes.update(ids.promotion_code, { active: false });
    }
  } catch (error) {
    log('error', 'Stripe did not deactivate a discount code', {
      discountId: code.id,
      ...describeError(error),
    });
    throw new PaymentProviderError();
  }
}
