import { randomUUID } from 'node:crypto';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { RouteKey } from '../../lambdas/routes';
import { bundleInput, makeBundle } from './bundles-api';
import { shopProduct } from './checkout';
import type { MatrixFixtures, MatrixRequestSpec } from './matrix-requests';

/**
 * Bundles for the authorisation matrix: of the owning seller's matrix product (which buyer A
 * owns, so their quote takes it off) and a second listed product of theirs. The public routes
 * read one bundle made once per fixtures; routes that change a bundle get their own.
 */
const products = new Map<string, Promise<string[]>>();
const shared = new Map<string, Promise<string>>();

function owningSellerProducts(fixtures: MatrixFixtures): Promise<string[]> {
  let ids = products.get(fixtures.productId);
  if (!ids) {
    const sellerId = (fixtures.identities.owningSeller.user as { sellerId?: string } | undefined)
      ?.sellerId;
    const second = `matrix-bundled-${randomUUID()}`;
    ids = putProduct(shopProduct(second, { seller_id: sellerId })).then(() => [
      fixtures.productId,
      second,
    ]);
    products.set(fixtures.productId, ids);
  }
  return ids;
}

async function newBundle(fixtures: MatrixFixtures): Promise<string> {
  const ids = await owningSellerProducts(fixtures);
  return makeBundle(fixtures.identities.owningSeller.token, bundleInput(ids));
}

function sharedBundle(fixtures: MatrixFixtures): Promise<string> {
  let id = shared.get(fixtures.productId);
  if (!id) {
    id = newBundle(fixtures);
    shared.set(fixtures.productId, id);
  }
  return id;
}

export const BUNDLES_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'GET /api/bundles/{bundleId}': {
    build: async (f) => ({ params: { bundleId: await sharedBundle(f) } }),
  },
  'POST /api/bundles/{bundleId}/quote': {
    build: async (f) => ({ params: { bundleId: await sharedBundle(f) } }),
  },
  'POST /api/seller/bundles': {
    // Without a cover: the matrix's "missing" twin replaces every product id.
    build: async (f) => ({
      body: { ...bundleInput(await owningSellerProducts(f)), cover_product_id: undefined },
    }),
  },
  'PUT /api/seller/bundles/{bundleId}': {
    build: async (f) => ({
      params: { bundleId: await newBundle(f) },
      body: {
        ...bundleInput(await owningSellerProducts(f), { name: 'Renamed bundle' }),
        cover_product_id: undefined,
      },
    }),
  },
  'PUT /api/seller/bundles/{bundleId}/listing': {
    build: async (f) => ({ params: { bundleId: await newBundle(f) }, body: { listed: false } }),
  },
};
