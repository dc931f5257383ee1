/** Keys of bundles (see keys.ts's table). */

/**
 * A bundle: BUNDLE#{id} / BUNDLE, in its owner's listing (GSI2 `BUNDLES#OWNER#{sellerId}`, the
 * shop's own under `BUNDLES#OWNER#SHOP`), newest first. Each of its products has a membership
 * item BUNDLED#{productId} / BUNDLE#{bundleId}, written in the bundle's own transaction, so a
 * product page finds the bundles that include it with one Query.
 */
export const bundleKeys = {
  bundle: (bundleId: string) => ({ PK: `BUNDLE#${bundleId}`, SK: 'BUNDLE' }),
  ownerPartition: (sellerId: string | undefined) => `BUNDLES#OWNER#${sellerId ?? 'SHOP'}`,
  ownerListing: (sellerId: string | undefined, createdAt: string, bundleId: string) => ({
    GSI2PK: `BUNDLES#OWNER#${sellerId ?? 'SHOP'}`,
    GSI2SK: `${createdAt}#${bundleId}`,
  }),
  membership: (productId: string, bundleId: string) => ({
    PK: `BUNDLED#${productId}`,
    SK: `BUNDLE#${bundleId}`,
  }),
  membershipPartition: (productId: string) => `BUNDLED#${productId}`,
} as const;
