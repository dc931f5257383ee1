import type { Dispatch, SetStateAction } from 'react';
import { toast } from 'sonner';
import { callApi } from '../../lib/api-client';
import { reconcileCart } from './cart-pricing';
import type { CartItem } from './cart-storage';

/**
 * The stored cart checked against the products: missing, inactive and no-longer-for-sale items
 * removed, changed prices replaced; on failure the cart stays as it is. Loaded only when a
 * stored cart has items, so an empty cart's first load does not carry it.
 */
export function revalidateCart(
  stored: readonly CartItem[],
  setItems: Dispatch<SetStateAction<CartItem[]>>,
): void {
  // Products only: a bundle is checked by its own quote (features/bundles).
  const ids = stored.filter((item) => item.kind !== 'bundle').map((item) => item.id);
  if (ids.length === 0) return;
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
    .catch(reportFailure);
}

function reportFailure(error: unknown): void {
  console.error('Cart validation failed', error);
  toast.error('Validation Error', {
    description: 'Failed to validate cart items. Please try again.',
  });
}
