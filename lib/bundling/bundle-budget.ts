/**
 * Size budgets of the minified Lambda bundles (`index.js` in the cloud assembly), checked by
 * tests/infra/bundling.test.ts and printed by `npm run bench`. A bigger bundle is a slower cold
 * start and usually means something was bundled by accident (zod's locales, the Stripe SDK in a
 * function that never pays).
 */
export const BUNDLE_BUDGET_BYTES = 300 * 1024;

/** The function groups that call Stripe; no other bundle may contain the SDK. */
export const STRIPE_GROUPS: readonly string[] = ['checkout', 'webhook'];

/**
 * The Stripe SDK is about 240 KB minified and cannot be tree-shaken (every resource hangs off
 * the client), so the groups that call it get that much on top until it is replaced by direct
 * calls to the three endpoints they use.
 */
export const STRIPE_SDK_ALLOWANCE_BYTES = 250 * 1024;

/** Every NodeFunction in the stack, by its description; groups are `API function group {name}`. */
export function bundleBudgetBytes(description: string): number {
  const group = /^API function group (\S+)$/.exec(description)?.[1];
  return group && STRIPE_GROUPS.includes(group)
    ? BUNDLE_BUDGET_BYTES + STRIPE_SDK_ALLOWANCE_BYTES
    : BUNDLE_BUDGET_BYTES;
}

/** A marker only the Stripe SDK's code carries (its API host). */
export const STRIPE_SDK_MARKER = 'api.stripe.com';
