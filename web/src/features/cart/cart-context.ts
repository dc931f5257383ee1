import { createContext, useContext } from 'react';
import { canBuy } from '@rules/roles';
import { useAuth } from '../auth/auth-context';
import type { CartItem } from './cart-storage';
import type { CartDiscount } from './use-discount-code';

export type { CartItem } from './cart-storage';

export interface CartState {
  items: readonly CartItem[];
  /**
   * Adds the product (as `cartItemOf` makes it: a product carries more than the cart keeps)
   * unless the viewer owns it or it is already in the cart (each case tells the shopper with a
   * toast). Returns whether it was added.
   */
  add(product: CartItem): boolean;
  remove(id: string): void;
  /** A pay-what-you-want line's amount, in USD (the cart keeps it as the line's price). */
  setAmount(id: string, price: number): void;
  /** Empties the cart and drops its discount code, e.g. after a verified payment. */
  clear(): void;
  /** The discount code kept with the cart until removed, refused or paid. */
  discount: CartDiscount;
}

export const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside CartProvider');
  return state;
}

/** Spec: admin and seller do not see the cart. */
export function useShowsCart(): boolean {
  const { role } = useAuth();
  return canBuy(role);
}
