import { isPaymentMode, type PaymentMode } from '../rules/payment-mode';

/** Kept apart from infra/stripe.ts so reading the mode does not bundle the Stripe SDK. */
export const STRIPE_MODE_ENV = 'STRIPE_MODE';

/** STRIPE_MODE: `live` (only test_user pays in test mode) or `test` (everyone does). */
export function configuredStripeMode(): PaymentMode {
  const value = process.env[STRIPE_MODE_ENV];
  // Unset means test: a deployment that forgot the setting never takes real money.
  return isPaymentMode(value) ? value : 'test';
}
