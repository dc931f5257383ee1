/**
 * Size budgets of the minified Lambda bundles (`index.js` in the cloud assembly), checked by
 * tests/infra/bundling.test.ts and printed by `npm run bench`. A bigger bundle is a slower cold
 * start and usually means something was bundled by accident (zod's locales, the Stripe SDK in a
 * function that never pays).
 */
export const BUNDLE_BUDGET_BYTES = 310 * 1024;
// The same for every function, the Stripe groups included: their SDK is bundled with only the
// resources their kind of bundle calls (lib/bundling/trimmed-stripe.ts, STRIPE_BUNDLES), and
// each group's entry wires its handlers with its own route specs (lambdas/routes/{group}.ts),
// so no bundle carries the other groups' schemas (checkout went from 321 KB to 301 KB with
// that). The largest, webhook (305 KB) and checkout (301 KB), are about 230 KB of libraries:
// zod 129 KB, the trimmed Stripe SDK 86 KB and aws-jwt-verify 16 KB.

/** The function groups that call Stripe; no other bundle may contain the SDK. */
export const STRIPE_GROUPS: readonly string[] = [
  'checkout',
  'webhook',
  'discounts',
  'payouts',
  'orders',
];

/** A marker only the Stripe SDK's code carries (its API host). */
export const STRIPE_SDK_MARKER = 'api.stripe.com';
