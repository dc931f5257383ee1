import type { Role } from './roles';

/** Which Stripe account mode a payment runs in: test keys or live keys. */
export type PaymentMode = 'test' | 'live';

export function isPaymentMode(value: unknown): value is PaymentMode {
  return value === 'test' || value === 'live';
}

/**
 * Spec, "Payment mode": test_user always pays in test mode; everyone else, guests included,
 * pays in live mode. A deployment configured for `test` (dev, staging) never takes real money.
 */
export function paymentModeFor(configured: PaymentMode, role: Role | undefined): PaymentMode {
  if (configured === 'test') return 'test';
  return role === 'test_user' ? 'test' : 'live';
}
