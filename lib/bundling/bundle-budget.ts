/**
 * Size budgets of the minified Lambda bundles (`index.js` in the cloud assembly), checked by
 * tests/infra/bundling.test.ts and printed by `npm run bench`. A bigger bundle is a slower cold
 * start and usually means something was bundled by accident (zod's locales, the Stripe SDK in a
 * function that never pays).
 */
export const BUNDLE_BUDGET_BYTES = 320 * 1024;
// The same for every function, the Stripe groups included: their SDK is bundled with only the
// resources they call (lib/bundling/trimmed-stripe.ts). 320 KB since payouts met discount codes:
// checkout (payments, discount codes and the reversal of sellers' shares on a duplicate
// payment's refund) measured 308 KB and webhook 303 KB, over the 300 KB they had before; every
// bundle also carries the whole route table's schemas (http/define-handler.ts reads it).

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
