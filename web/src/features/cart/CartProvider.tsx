import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { readStorage, writeStorage } from '../../lib/browser-storage';
import { useAuth } from '../auth/auth-context';
import { useViewer } from '../auth/use-viewer';
import { CartContext, type CartState } from './cart-context';
import {
  CART_STORAGE_KEY,
  cartItemOf,
  parseStoredCart,
  serializeCart,
  type CartItem,
} from './cart-storage';
import { DISCOUNT_STORAGE_KEY, initialDiscountCode } from './discount-storage';
import type { CartDiscount } from './use-discount-code';
import { useWaitingDiscount } from './use-waiting-discount';

const CartBackground = lazy(() =>
  import('./CartBackground').then(
    (m) => ({ default: m.CartBackground }),
    (error: unknown) => {
      // Offline or a new deploy: the cart stays as stored, its code goes to checkout unchecked.
      console.error('Could not load the cart checks', error);
      return { default: () => null };
    },
  ),
);

/**
 * The cart: loaded from localStorage `shoppingCart` on start,
 * revalidated against the products once, saved on every change and kept in step with other
 * tabs. The revalidation and the discount code's checks (CartBackground) are fetched apart:
 * at once for a stored cart or a kept or linked code, else when the discount is first used
 * (until then it is the kept code, unchecked, and what is asked of it waits), so a first visit
 * with an empty cart does not carry them.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(() =>
    parseStoredCart(readStorage(CART_STORAGE_KEY)),
  );
  // The cart as the page opened: what the revalidation checks.
  const [storedItems] = useState(items.length > 0);
  // Read as the page opens: a link's `?code=` is gone from the address after a navigation.
  const [initialCode] = useState(() =>
    initialDiscountCode(window.location.search, readStorage(DISCOUNT_STORAGE_KEY)),
  );
  const { ownedProductIds } = useViewer();

  useEffect(() => {
    writeStorage(CART_STORAGE_KEY, serializeCart(items));
  }, [items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setItems(parseStoredCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const { user, loading } = useAuth();
  const [checked, setChecked] = useState<CartDiscount | null>(null);
  const { discount, asked } = useWaitingDiscount(initialCode, checked);
  const due = storedItems || initialCode !== null || asked;
  const [wanted, setWanted] = useState(due);
  if (due && !wanted) setWanted(true);
  const dropDiscount = discount.remove;

  const add = useCallback(
    (product: CartItem) => {
      const item = cartItemOf(product);
      if (ownedProductIds.has(item.id)) {
        toast.info('Already Purchased', { description: 'You already own this product' });
        return false;
      }
      if (items.some((existing) => existing.id === item.id)) {
        toast.info('Already in Cart', { description: 'This product is already in your cart' });
        return false;
      }
      setItems((current) =>
        current.some((existing) => existing.id === item.id) ? current : [...current, item],
      );
      toast.success('Added to Cart', { description: item.name });
      return true;
    },
    [items, ownedProductIds],
  );

  const remove = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const setAmount = useCallback((id: string, price: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, price } : item)));
  }, []);

  const clear = useCallback(() => {
    setItems([]);
    dropDiscount();
  }, [dropDiscount]);

  const value = useMemo<CartState>(
    () => ({ items, add, remove, setAmount, clear, discount }),
    [items, add, remove, setAmount, clear, discount],
  );
  return (
    <CartContext value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <CartBackground
            items={items}
            setItems={setItems}
            revalidate={storedItems}
            viewerId={loading ? null : (user?.id ?? '')}
            initialCode={initialCode}
            onDiscount={setChecked}
          />
        </Suspense>
      )}
    </CartContext>
  );
}
