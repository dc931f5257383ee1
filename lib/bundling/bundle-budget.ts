/**
 * Size budgets of the minified Lambda bundles (`index.js` in the cloud assembly), checked by
 * tests/infra/bundling.test.ts and printed by `npm run bench`. A bigger bundle is a slower cold
 * start and usually means something was bundled by accident (zod's locales, the Stripe SDK in a
 * function that never pays).
 */
export const BUNDLE_BUDGET_BYTES = 300 * 1024;
// The same for every function, the Stripe groups included: their SDK is bundled with only the
// resources they call (lib/bundling/trimmed-stripe.ts).

/** The function groups that call Stripe; no other bundle may contain the SDK. */
export const STRIPE_GROUPS: readonly string[] = ['checkout', 'webhook', 'discounts', 'payouts'];

/** A marker only the Stripe SDK's code carries (its API host). */
export const STRIPE_SDK_MARKER = 'api.stripe.com';
