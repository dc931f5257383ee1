import type { ReactNode } from 'react';
import { CartContext, type CartState } from './cart-context';

/**
 * An always-empty cart so the header and cards can be wired now. The checkout work swaps in the
 * stored cart (localStorage `shoppingCart`, revalidated against products) behind the same shape.
 */
const EMPTY_CART: CartState = {
  items: [],
  add: () => {},
  remove: () => {},
};

export function CartProvider({ children }: { children: ReactNode }) {
  return <CartContext value={EMPTY_CART}>{children}</CartContext>;
}
