import { createHash } from 'node:crypto';
import type { StripeClient } from '../../infra/stripe';
import type { PaymentMode } from '../../rules/payment-mode';
import type { Product } from '../../rules/product';

/**
 * One Stripe Product per catalogue product, so a coupon can name the products it applies to
 * (`applies_to.products`) and Checkout's lines (`price_data.product`) say which product each
 * line is. The Stripe id is derived from ours (`shop_{productId}`, see stripeProductId) instead of stored on the
 * product: every edit of a product rewrites its whole item, which would drop a stored id and
 * leave the coupons pointing at an orphan. Created lazily (each create carries an idempotency
 * key of the product id; an existing one is fine), remembered per container.
 */
export function stripeProductId(productId: string): string {
  // Ids of letters, digits, - and _ as they are; anything else (ids are free text in the
  // table) by a hash of it, so the Stripe id stays a plain token.
  if (/^[A-Za-z0-9_-]{1,100}$/.test(productId)) return `shop_${productId}`;
  return `shop_x${createHash('sha256').update(productId).digest('hex').slice(0, 40)}`;
}

const known = new Set<string>();

function alreadyMade(error: unknown): boolean {
  const { code, type } = error as { code?: string; type?: string };
  // An earlier request with the same key (a retry, a renamed product) made it too.
  return code === 'resource_already_exists' || type === 'StripeIdempotencyError';
}

export async function ensureStripeProducts(
  stripe: StripeClient,
  mode: PaymentMode,
  products: readonly Pick<Product, 'id' | 'name'>[],
): Promise<void> {
  const missing = products.filter((product) => !known.has(`${mode}:${product.id}`));
  await Promise.all(
    missing.map(async (product) => {
      try {
        await stripe.products.create(
          { id: stripeProductId(product.id), name: product.name },
          { idempotencyKey: `product-${product.id}` },
        );
      } catch (error) {
        if (!alreadyMade(error)) throw error;
      }
      known.add(`${mode}:${product.id}`);
    }),
  );
}
