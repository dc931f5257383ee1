import type { Stripe } from '../../infra/stripe';

/**
 * The Checkout Session parameters for the buyer's currency and language.
 *
 * With the setting on, Checkout offers the buyer's local currency where Stripe supports it
 * (`adaptive_pricing`: Stripe converts the USD prices at a rate it guarantees for the session)
 * and speaks the browser's language (`locale: 'auto'`). The session's `currency` and amounts
 * stay in USD; what the buyer saw and paid comes back as `presentment_details`, which the
 * order records beside its USD figures (docs/payments.md "Buyer's currency"). With the
 * setting off the session carries neither field, so it is exactly as before (Stripe's
 * Dashboard default then decides, which is off for this account).
 */
export function localisationParams(
  adaptivePricing: boolean,
): Pick<Stripe.Checkout.SessionCreateParams, 'adaptive_pricing' | 'locale'> {
  if (!adaptivePricing) return {};
  return { adaptive_pricing: { enabled: true }, locale: 'auto' };
}
