import type { CheckoutResponse } from '../../contracts/checkout';
import { log } from '../../infra/logger';
import { paymentModeFor } from '../../infra/stripe';
import { createPendingOrder, findByEmail, type Order } from '../../repositories/order-repository';
import { listPurchases } from '../../repositories/user-repository';
import { CHECKOUT_MESSAGES, sessionRef } from '../../rules/checkout';
import type { Role } from '../../rules/roles';
import { canBuy } from '../../rules/roles';
import { ForbiddenError } from '../shared/errors';
import { expireOtherOpenCheckouts } from './open-checkout-expiry';
import { PaymentProviderError } from '../fulfilment/payment-errors';
import { createStripeSession, orderLines, type AppliedDiscount } from './checkout-session';
import { payoutFieldsOf } from '../seller-shares/checkout-payouts';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';
import { countDiscountAttempt } from '../pricing/discount-attempts';
import { bundleCartProducts } from '../pricing/bundle-lines';
import { cartSingles, discountedCart, withBundles, type CartLine } from '../pricing/cart-products';

/**
 * A guest checkout answers whether an address has an account and whether it bought these
 * products (the spec's requiresLogin / existingBuyer), and each one creates a Stripe session:
 * limited per client IP and per address so it is no free oracle and no session factory.
 */
export const GUEST_CHECKOUT_LIMITS = {
  perAddress: { scope: 'checkout-address', limit: 10, windowSeconds: 3600 },
  perClient: { scope: 'checkout-ip', limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

export type CheckoutBuyer =
  | { kind: 'user'; userId: string; email: string; role: Role; clientIp: string }
  | { kind: 'guest'; email: string; fullName?: string; clientIp: string };

/** What the buyer already owns, or that they must sign in first (guest with an account). */
async function ownedProductIds(
  buyer: CheckoutBuyer,
): Promise<{ requiresLogin: true } | { owned: Set<string> }> {
  if (buyer.kind === 'user') {
    const purchases = await listPurchases(buyer.userId);
    return { owned: new Set(purchases.map((purchase) => purchase.product_id)) };
  }
  const history = await findByEmail(buyer.email);
  if (history.hasProfile) return { requiresLogin: true };
  const paid = history.orders.filter((order) => order.status === 'paid');
  return { owned: new Set(paid.flatMap((order) => order.product_ids)) };
}

export { checkoutLineItems, orderLines } from './checkout-session';

/**
 * Starts a Stripe Checkout for a cart: checks availability, ownership and (for guests) whether
 * the e-mail belongs to an account, checks the discount code again as the cart did, then
 * creates the session (with the code's promotion code, so Stripe charges the reduced total)
 * and records the pending order with each line's discount.
 */
export async function startCheckout(
  lines: readonly CartLine[],
  buyer: CheckoutBuyer,
  discountCode?: string,
): Promise<CheckoutResponse> {
  if (buyer.kind === 'guest') {
    await enforceRateLimits(
      [
        { rule: GUEST_CHECKOUT_LIMITS.perAddress, subject: buyer.email },
        { rule: GUEST_CHECKOUT_LIMITS.perClient, subject: buyer.clientIp },
      ],
      CHECKOUT_MESSAGES.tooManyCheckouts,
    );
  }
  if (buyer.kind === 'user' && !canBuy(buyer.role)) {
    throw new ForbiddenError(CHECKOUT_MESSAGES.shopAccountsCannotBuy);
  }
  if (discountCode) {
    // A checkout with a code says whether the code is right (400 or a session), so it is a try
    // like the cart's check, in the same windows. Every try counts, right or wrong, before the
    // code is read: counting only refusals would have to look before it counts, so a burst of
    // guesses sent at once would all pass the look, and a right code would still be answered
    // once the limit is reached. A buyer checks a code once or twice; the limit is 60.
    await countDiscountAttempt({
      clientIp: buyer.clientIp,
      account:
        buyer.kind === 'user'
          ? { kind: 'user', userId: buyer.userId }
          : { kind: 'guest', email: buyer.email },
    });
  }
  const { singles, bundleIds } = await cartSingles(lines);
  const ownership = await ownedProductIds(buyer);
  if ('requiresLogin' in ownership) {
    return { requiresLogin: true, message: CHECKOUT_MESSAGES.requiresLogin };
  }
  const alreadyOwned = singles.filter((product) => ownership.owned.has(product.id));
  if (alreadyOwned.length > 0) {
    if (buyer.kind === 'guest') {
      return {
        existingBuyer: true,
        message: CHECKOUT_MESSAGES.alreadyOwnedByAddress,
        productIds: [],
      };
    }
    return {
      existingBuyer: true,
      message: CHECKOUT_MESSAGES.alreadyOwned(alreadyOwned.map((product) => product.name)),
      productIds: alreadyOwned.map((product) => product.id),
    };
  }

  // A bundle's products not owned yet, each priced at its share of the bundle's price.
  const cart = withBundles(singles, await bundleCartProducts(bundleIds, ownership.owned, singles));
  const { products } = cart;
  const mode = paymentModeFor(buyer.kind === 'user' ? buyer.role : undefined);
  // The same computation as the cart's check (services/discounts/discount-check-service.ts).
  const discount: AppliedDiscount | undefined = discountCode
    ? await discountedCart(discountCode, cart, { now: new Date(), mode })
    : undefined;
  const payouts = await payoutFieldsOf(products);
  const session = await createStripeSession(products, buyer, mode, {
    orderRef: payouts.order_ref,
    ...(discount ? { discount } : {}),
  });
  if (!session.url) {
    log('error', 'Stripe returned a Checkout Session without a URL', { mode });
    throw new PaymentProviderError();
  }
  const order: Order = {
    session_id: session.id,
    status: 'pending',
    buyer_email: buyer.email.toLowerCase(),
    ...(buyer.kind === 'guest' && buyer.fullName ? { buyer_name: buyer.fullName } : {}),
    ...(buyer.kind === 'user' ? { user_id: buyer.userId } : {}),
    buyer_type: buyer.kind,
    mode,
    created_at: new Date().toISOString(),
    ...orderLines(products, discount),
    ...(cart.bundles ? { bundles: cart.bundles } : {}),
    ...payouts,
  };
  await createPendingOrder(order);
  const replaced = await expireOtherOpenCheckouts(order);
  log('info', 'Checkout started', {
    session: sessionRef(session.id),
    mode,
    buyerType: buyer.kind,
    items: products.length,
    discounted: Boolean(discount),
    replaced,
  });
  return { url: session.url };
}
