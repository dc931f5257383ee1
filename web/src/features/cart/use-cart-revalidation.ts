import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { CartItem } from './cart-storage';

/**
 * The cart loaded on start is revalidated against the products once (see cart-revalidate.ts,
 * fetched only for a stored cart with items; CartBackground mounts at once for one). The ref
 * keeps StrictMode's second effect run from asking twice.
 */
export function useCartRevalidation(
  items: readonly CartItem[],
  setItems: Dispatch<SetStateAction<CartItem[]>>,
): void {
  const started = useRef(false);
  const initialItems = useRef(items);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = initialItems.current;
    if (stored.length === 0) return;
    import('./cart-revalidate')
      .then(({ revalidateCart }) => revalidateCart(stored, setItems))
      .catch((error: unknown) => {
        // The check's own code did not load (offline, a new deploy): the cart stays as it is.
        console.error('Cart validation failed', error);
      });
  }, [setItems]);
}
