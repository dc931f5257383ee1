import { createContext, useContext } from 'react';
import { useAuth } from '../auth/auth-context';

/** The shape kept in the browser under `shoppingCart` (spec section 3). */
export interface CartItem {
  id: string;
  name: string;
  price: number;
  platform: string;
  image_url: string;
}

export interface CartState {
  items: readonly CartItem[];
  add(item: CartItem): void;
  remove(id: string): void;
}

export const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside CartProvider');
  return state;
}

/** Spec: admin and seller do not see the cart. */
export function useShowsCart(): boolean {
  const { isAdmin, isSeller } = useAuth();
  return !isAdmin && !isSeller;
}
