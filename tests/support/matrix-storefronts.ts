import type { RouteKey } from '../../lambdas/routes';
import { addFollow, getFollower } from '../../lambdas/repositories/follow-repository';
import type { MatrixCaller } from '../../lambdas/routes/access';
import type { MatrixFixtures, MatrixRequestSpec } from './matrix-requests';
import { makeStorefront, storefrontInput, uniqueHandle } from './storefronts-api';

/**
 * Storefronts for the authorisation matrix: the owning seller's, made once (the matrix's
 * product is theirs, so its page is public). Cases that rename a storefront pick new handles;
 * the first one keeps working through its claim, which redirects.
 */
const storefronts = new Map<string, Promise<string>>();

/** Keyed by the seller: each caller's case gets its own copy of the fixtures. */
function owningSellerHandle(fixtures: MatrixFixtures): Promise<string> {
  const token = fixtures.identities.owningSeller.token ?? '';
  let handle = storefronts.get(token);
  if (!handle) {
    handle = makeStorefront(token, { handle: uniqueHandle('matrix') }).then(
      (input) => input.handle,
    );
    storefronts.set(token, handle);
  }
  return handle;
}

const byHandle = async (fixtures: MatrixFixtures) => ({
  params: { handle: await owningSellerHandle(fixtures) },
});

/** A genuine follow's unsubscribe link, as a new-listing e-mail carries it. */
async function unsubscribeLink(fixtures: MatrixFixtures, caller: MatrixCaller) {
  await owningSellerHandle(fixtures);
  const sellerId = (fixtures.identities.owningSeller.user as { sellerId?: string } | undefined)
    ?.sellerId;
  if (!sellerId) throw new Error('The owning seller has no seller record');
  const userId = `matrix-follower-${caller}-${Date.now()}`;
  await addFollow(userId, sellerId, new Date().toISOString());
  const follower = await getFollower(sellerId, userId);
  return { body: { seller: sellerId, user: userId, token: follower?.unsubscribe_token ?? '' } };
}

export const STOREFRONT_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'GET /api/sellers/{handle}': { build: byHandle },
  'PUT /api/sellers/{handle}/follow': { build: byHandle },
  'DELETE /api/sellers/{handle}/follow': { build: byHandle },
  'PUT /api/admin/storefronts/{handle}/visibility': {
    build: async (f) => ({ ...(await byHandle(f)), body: { hidden: false } }),
  },
  'PUT /api/seller/storefront': {
    build: () => ({ body: storefrontInput({ handle: uniqueHandle('matrix') }) }),
  },
  'POST /api/seller/storefront/avatar/uploads': {
    build: () => ({ body: { contentType: 'image/webp', cardSize: 1000, detailSize: 2000 } }),
  },
  'POST /api/follows/unsubscribe': { build: unsubscribeLink },
};
