/** Links shared by several features, so a path is spelled once. */
export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;
export const bundlePath = (id: string) => `/bundles/${encodeURIComponent(id)}`;

/** Admin manages any product under /admin, a seller their own under /seller. */
export const manageProductPath = (id: string, isAdmin: boolean) =>
  `${isAdmin ? '/admin' : '/seller'}/products/${encodeURIComponent(id)}`;

/** /myaccount?product={id} opens the purchased product. */
export const ownedProductPath = (id: string) => `/myaccount?product=${encodeURIComponent(id)}`;

export const downloadsPath = (sessionId: string) =>
  `/downloads?session=${encodeURIComponent(sessionId)}`;

/** The /auth page opens the sign-in dialog on a tab and returns to `redirect` afterwards. */
export const authPath = (tab: 'signin' | 'signup', redirect: string) =>
  `/auth?tab=${tab}&redirect=${encodeURIComponent(redirect)}`;

/** Router state set by catalogue links, so 'Back to Products' can return to the same filters. */
export interface ProductLinkState {
  fromCatalogue: true;
}

export const FROM_CATALOGUE: ProductLinkState = { fromCatalogue: true };

export function isFromCatalogue(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromCatalogue' in state;
}
