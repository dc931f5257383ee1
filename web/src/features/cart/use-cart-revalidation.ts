import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { toast } from 'sonner';
import { callApi } from '../../lib/api-client';
import { reconcileCart, type CartItem } from './cart-storage';

/**
 * The cart loaded on start is revalidated against the products once. Missing,
 * inactive and no-longer-for-sale items are removed, changed prices replaced; on failure the
 * cart stays as it is. The ref keeps StrictMode's second effect run from asking twice.
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
    const ids = stored.map((item) => item.id);

    callApi('POST /api/cart/validate', { body: { ids } })
      .then(({ products }) => {
        if (!Array.isArray(products)) throw new Error('Unexpected cart validation answer');
        const { removed, repriced } = reconcileCart(stored, ids, products);
        setItems((current) => reconcileCart(current, ids, products).items);
        if (removed > 0) {
          toast.info('Items Removed', {
            description: `${removed} item(s) no longer available and removed from your cart.`,
          });
        }
        if (repriced > 0) {
          toast.info('Price Updates', {
            description: `${repriced} item(s) have updated prices.`,
          });
        }
      })
      .catch((error: unknown) => {
        console.error('Cart validation failed', error);
        toast.error('Validation Error', {
          description: 'Failed to validate cart items. Please try again.',
        });
      });
  }, [setItems]);
}
