import { handler as bundles } from '../../lambdas/functions/bundles';
import type { BundleBody, SellerBundleResponse } from '../../lambdas/contracts/bundles';
import { callEntry } from './api-event';

/** Calls a route of the `bundles` group in-process, as API Gateway would. */
export function callBundles<T = Record<string, unknown>>(
  routeKey: string,
  options: Parameters<typeof callEntry>[2] = {},
) {
  return callEntry<T & { error?: string }>(bundles, routeKey, options);
}

/** A bundle body of these products; the first product's image is the cover. */
export function bundleInput(productIds: string[], overrides: Partial<BundleBody> = {}): BundleBody {
  return {
    name: 'Starter bundle',
    description: 'Everything to start with',
    product_ids: productIds,
    cover_product_id: productIds[0] ?? '',
    price_cents: 5000,
    floor_cents: 1000,
    ...overrides,
  };
}

/** A listed bundle made through the seller's route; returns its id. */
export async function makeBundle(token: string | undefined, body: BundleBody): Promise<string> {
  const made = await callBundles<SellerBundleResponse>('POST /api/seller/bundles', { token, body });
  if (made.status !== 201) {
    throw new Error(`Bundle not made: ${made.status} ${JSON.stringify(made.body)}`);
  }
  return made.body.bundle.id;
}
