/**
 * Size budgets of the minified Lambda bundles (`index.js` in the cloud assembly), checked by
 * tests/infra/bundling.test.ts and printed by `npm run bench`. A bigger bundle is a slower cold
 * start and usually means something was bundled by accident (zod's locales, the Stripe SDK in a
 * function that never pays).
 */
export const BUNDLE_BUDGET_BYTES = 300 * 1024;
// The same for every function, the Stripe groups included: their SDK is bundled with only the
// resources their kind of bundle calls and without the v2 event notification handler
// (lib/bundling/trimmed-stripe.ts, STRIPE_BUNDLES), zod without its locales and its JSON Schema
// conversion (lib/bundling/trimmed-zod.ts), and each group's entry wires its handlers with its
// own route specs (lambdas/routes/{group}.ts), so no bundle carries the other groups' schemas.
// The largest, webhook (274 KB) and checkout (271 KB), are about 205 KB of libraries: zod
// 113 KB, the trimmed Stripe SDK 76-80 KB and aws-jwt-verify 16 KB.

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
