import type { Product } from './product';

export type CardAction =
  'notify-me' | 'coming-soon' | 'already-purchased' | 'manage-product' | 'add-to-cart';

export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
  /** Ids of products the viewer bought (purchases and test purchases). */
  ownedProductIds: ReadonlySet<string>;
  /** Ids of products linked to the viewer's active seller record. */
  sellerProductIds: ReadonlySet<string>;
}

export const ANONYMOUS_VIEWER: Viewer = {
  signedIn: false,
  isAdmin: false,
  ownedProductIds: new Set(),
  sellerProductIds: new Set(),
};

/** Spec, "Card action by state", checked in the spec's order. */
export function cardAction(
  product: Pick<Product, 'id' | 'coming_soon'>,
  viewer: Viewer,
): CardAction {
  if (product.coming_soon) return viewer.signedIn ? 'coming-soon' : 'notify-me';
  if (viewer.ownedProductIds.has(product.id)) return 'already-purchased';
  if (viewer.isAdmin || viewer.sellerProductIds.has(product.id)) return 'manage-product';
  return 'add-to-cart';
}

export const CARD_ACTION_LABELS: Record<CardAction, string> = {
  'notify-me': 'Notify Me',
  'coming-soon': 'Coming Soon',
  'already-purchased': 'Already Purchased',
  'manage-product': 'Manage Product',
  'add-to-cart': 'Add to Cart',
};
