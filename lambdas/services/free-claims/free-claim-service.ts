import { randomBytes } from 'node:crypto';
import {
  FREE_CLAIM_MESSAGES,
  type FreeClaimResponse,
  type GuestFreeClaimResponse,
} from '../../contracts/free-claims';
import { PRODUCT_NOT_FOUND } from '../../contracts/catalogue';
import { config } from '../../infra/config';
import { describeError, log } from '../../infra/logger';
import { sendEmail } from '../../infra/mailer';
import { paymentModeFor } from '../../infra/stripe';
import { getGuestOwnershipSession } from '../../repositories/guest-ownership-repository';
import { findByEmail } from '../../repositories/order-repository';
import { getProduct } from '../../repositories/product-repository';
import { listPurchases } from '../../repositories/user-repository';
import { CHECKOUT_MESSAGES, isPurchasable } from '../../rules/checkout';
import type { PaymentMode } from '../../rules/payment-mode';
import { PRICING_MESSAGES, canClaimFree } from '../../rules/pricing-options';
import type { Product } from '../../rules/product';
import { canBuy, type Role } from '../../rules/roles';
import { isVisibleInCatalogue } from '../../rules/visibility';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/errors';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';
import { freeClaimEmail, type FreeClaimEmail } from './free-claim-email';
import { recordFreeClaim } from './free-claim-order';

/**
 * A guest's claim sends an e-mail to any address typed: limited per address (no mailbox is
 * flooded) and per client IP (no mail cannon), the address first so a refused address does not
 * also use up its IP's allowance.
 */
export const GUEST_FREE_CLAIM_LIMITS = {
  perAddress: { scope: 'free-claim-address', limit: 5, windowSeconds: 3600 },
  perClient: { scope: 'free-claim-ip', limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/** A new claim's id: the guest's download credential, as unguessable as a Checkout Session's. */
function claimId(mode: PaymentMode): string {
  return `fc_${mode}_${randomBytes(24).toString('hex')}`;
}

/** The product, if a shopper may claim it now; else the same refusal for every caller. */
async function claimableProduct(productId: string): Promise<Product> {
  const product = await getProduct(productId);
  if (!product || !isVisibleInCatalogue(product, { isAdmin: false })) {
    throw new NotFoundError(PRODUCT_NOT_FOUND);
  }
  if (!isPurchasable(product)) throw new BadRequestError(CHECKOUT_MESSAGES.unavailable([]));
  if (!canClaimFree(product)) throw new BadRequestError(PRICING_MESSAGES.notFree);
  return product;
}

/** Signed in: the product is the account's at once; claiming it again changes nothing. */
export async function claimFreeProduct(
  productId: string,
  buyer: { userId: string; email: string; role: Role },
): Promise<FreeClaimResponse> {
  // Test users' claims are test orders, as their payments are: never counted.
  const mode = paymentModeFor(buyer.role);
  if (!canBuy(buyer.role)) throw new ForbiddenError(CHECKOUT_MESSAGES.shopAccountsCannotBuy);
  const product = await claimableProduct(productId);
  const owned = await listPurchases(buyer.userId);
  if (owned.some((purchase) => purchase.product_id === product.id)) {
    return { status: 'already-owned', product_id: product.id };
  }
  const outcome = await recordFreeClaim({
    sessionId: claimId(mode),
    product,
    mode,
    buyer: { kind: 'user', userId: buyer.userId, email: buyer.email },
  });
  return { status: outcome, product_id: product.id };
}

/** The guest's e-mail for this address: its download page, or "sign in" for an account's. */
async function guestEmailFor(product: Product, email: string): Promise<FreeClaimEmail> {
  const { siteUrl } = config();
  const downloads = (sessionId: string) =>
    `${siteUrl}/downloads?session=${encodeURIComponent(sessionId)}`;
  const base = { to: email, productName: product.name };
  if ((await findByEmail(email)).hasProfile) {
    return { kind: 'sign-in', ...base, link: `${siteUrl}/products/${product.id}` };
  }
  const existing = await getGuestOwnershipSession(email, product.id);
  if (existing) return { kind: 'download', ...base, link: downloads(existing) };
  const sessionId = claimId('live');
  const outcome = await recordFreeClaim({
    sessionId,
    product,
    mode: 'live',
    buyer: { kind: 'guest', email },
  });
  if (outcome === 'claimed') return { kind: 'download', ...base, link: downloads(sessionId) };
  // Claimed (or bought) at the same moment by another request: that order's page.
  const winner = await getGuestOwnershipSession(email, product.id);
  return { kind: 'download', ...base, link: downloads(winner ?? sessionId) };
}

/**
 * A guest's claim: the link arrives by e-mail, and the answer is the same words whether the
 * address is new, claimed it before, bought it, or belongs to an account, so the form tells
 * nobody anything about an address. No Stripe call is made.
 */
export async function claimFreeProductAsGuest(
  productId: string,
  email: string,
  clientIp: string,
): Promise<GuestFreeClaimResponse> {
  await enforceRateLimits(
    [
      { rule: GUEST_FREE_CLAIM_LIMITS.perAddress, subject: email },
      { rule: GUEST_FREE_CLAIM_LIMITS.perClient, subject: clientIp },
    ],
    FREE_CLAIM_MESSAGES.tooManyClaims,
  );
  const product = await claimableProduct(productId);
  const message = await guestEmailFor(product, email);
  try {
    await sendEmail(freeClaimEmail(message));
  } catch (error) {
    // The claim stands; the answer must not differ by address, so a failed send is only logged.
    log('error', 'Could not send the free claim e-mail', {
      kind: message.kind,
      ...describeError(error),
    });
  }
  return { message: FREE_CLAIM_MESSAGES.guestSent };
}
