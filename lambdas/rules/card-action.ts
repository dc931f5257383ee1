import { toCents } from './money';
import type { Product } from './product';

export type CardAction =
  | 'notify-me'
  | 'coming-soon'
  | 'already-purchased'
  | 'manage-product'
  | 'view-details'
  | 'get-free'
  | 'add-to-cart';

export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
  /** False for admins and sellers, who do not buy in the shop (rules/roles.ts canBuy). */
  canBuy: boolean;
  /** Ids of products the viewer bought (purchases and test purchases). */
  ownedProductIds: ReadonlySet<string>;
  /**
   * The viewer's active seller record, null without one: a product is theirs when its
   * `seller_id` names it (spec: active seller by user, then the product's link).
   */
  sellerId: string | null;
}

export const ANONYMOUS_VIEWER: Viewer = {
  signedIn: false,
  isAdmin: false,
  canBuy: true,
  ownedProductIds: new Set(),
  sellerId: null,
};

/** Whether the product is linked to the viewer's active seller record. */
export function sellsProduct(
  viewer: Pick<Viewer, 'sellerId'>,
  product: Pick<Product, 'seller_id'>,
): boolean {
  return viewer.sellerId !== null && product.seller_id === viewer.sellerId;
}

/**
 * "Card action by state", checked in the spec's order; a seller looking at someone else's
 * product cannot buy it, so the card leads to its page instead of the cart. A product at $0 (free,
 * or pay what you want suggested at $0 from a minimum of $0) is claimed, never put in the cart.
 */
export function cardAction(
  product: Pick<Product, 'id' | 'coming_soon' | 'price' | 'seller_id'>,
  viewer: Viewer,
): CardAction {
  if (product.coming_soon) return viewer.signedIn ? 'coming-soon' : 'notify-me';
  if (viewer.ownedProductIds.has(product.id)) return 'already-purchased';
  if (viewer.isAdmin || sellsProduct(viewer, product)) return 'manage-product';
  if (!viewer.canBuy) return 'view-details';
  if (toCents(product.price) === 0) return 'get-free';
  return 'add-to-cart';
}

export const CARD_ACTION_LABELS: Record<CardAction, string> = {
  'notify-me': 'Notify Me',
  'coming-soon': 'Coming Soon',
  'already-purchased': 'Already Purchased',
  'manage-product': 'Manage Product',
  'view-details': 'View Details',
  'get-free': 'Get it free',
  'add-to-cart': 'Add to Cart',
};
