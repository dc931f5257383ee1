/**
 * The Stripe client resources the Lambdas call. The bundled SDK keeps only these
 * (lib/bundling/trimmed-stripe.ts cuts the other hundred-odd out of the client, about 200 KB of
 * minified code), and `stripeClient` is typed with just these members, so code that reaches for
 * another resource fails to compile instead of failing in production: add it here first.
 * `Stripe.webhooks` (signature checks) is not a resource and always stays.
 */
export const BUNDLED_STRIPE_RESOURCES = [
  'checkout',
  'refunds',
  // Tax and invoices: the invoice Checkout makes for each paid session (its page and PDF).
  'invoices',
  // Discount codes: the coupon and promotion code behind each code, and the Stripe Product of
  // each catalogue product (the coupons' applies_to names them, Checkout lines point at them).
  'coupons',
  'promotionCodes',
  'products',
  // Stripe Connect payouts: Express accounts and their onboarding links, the charge behind a
  // payment (the transfer's source transaction), transfers and their reversals.
  'accounts',
  'accountLinks',
  'paymentIntents',
  'transfers',
] as const;

export type BundledStripeResource = (typeof BUNDLED_STRIPE_RESOURCES)[number];

/**
 * Which of them each kind of Stripe bundle keeps, so every bundle stays within its budget. The
 * payments bundles (checkout, webhook and orders groups) take payments for the catalogue's
 * Stripe Products, read their invoices and refund them, and a refund takes sellers' shares back
 * (transfer reversals); the discounts bundle makes the coupon and promotion code of each code
 * (and the Stripe Products it names); the payouts bundles (the payouts group and the payouts
 * worker) onboard sellers and transfer to them.
 */
export const STRIPE_BUNDLES = {
  payments: ['checkout', 'refunds', 'invoices', 'products', 'transfers'],
  discounts: ['coupons', 'promotionCodes', 'products'],
  payouts: ['accounts', 'accountLinks', 'paymentIntents', 'transfers'],
} as const satisfies Record<string, readonly BundledStripeResource[]>;
export type StripeBundle = keyof typeof STRIPE_BUNDLES;
