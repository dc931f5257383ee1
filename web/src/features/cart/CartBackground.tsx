import { useLayoutEffect, type Dispatch, type SetStateAction } from 'react';
import type { CartItem } from './cart-storage';
import { useCartRevalidation } from './use-cart-revalidation';
import { useCartDiscount, type CartDiscount } from './use-discount-code';

export interface CartBackgroundProps {
  items: readonly CartItem[];
  setItems: Dispatch<SetStateAction<CartItem[]>>;
  /** The cart had items as the page opened: they are revalidated (an empty one had none). */
  revalidate: boolean;
  /** Null until the session is known, so a reload checks the code once, as the right viewer. */
  viewerId: string | null;
  initialCode: string | null;
  onDiscount(discount: CartDiscount): void;
}

/**
 * The cart's work with the server, apart from the first load (CartProvider mounts it for a
 * stored cart, a kept or linked discount code, or when the discount is first used): the stored
 * cart's revalidation and the discount code's checks. The discount is handed to the provider
 * before the browser paints.
 */
const NONE: readonly CartItem[] = [];

export function CartBackground({
  items,
  setItems,
  revalidate,
  viewerId,
  initialCode,
  onDiscount,
}: CartBackgroundProps) {
  useCartRevalidation(revalidate ? items : NONE, setItems);
  const discount = useCartDiscount(items, viewerId, initialCode);
  useLayoutEffect(() => onDiscount(discount), [discount, onDiscount]);
  return null;
}
