/**
 * The Stripe client resources the Lambdas call. The bundled SDK keeps only these
 * (lib/bundling/trimmed-stripe.ts cuts the other hundred-odd out of the client, about 200 KB of
 * minified code), and `stripeClient` is typed with just these members, so code that reaches for
 * another resource fails to compile instead of failing in production: add it here first.
 * `Stripe.webhooks` (signature checks) is not a resource and always stays.
 */
export const BUNDLED_STRIPE_RESOURCES = ['checkout', 'refunds', 'invoices'] as const;

export type BundledStripeResource = (typeof BUNDLED_STRIPE_RESOURCES)[number];
