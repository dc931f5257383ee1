import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
import { useCartRevalidation } from './use-cart-revalidation';
import { useCartDiscount } from './use-discount-code';

/**
 * The cart: loaded from localStorage `shoppingCart` on start,
 * revalidated against the products once, saved on every change and kept in step with other
 * tabs.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(() =>
    parseStoredCart(readStorage(CART_STORAGE_KEY)),
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

  useCartRevalidation(items, setItems);
  const { user, loading } = useAuth();
  // Null until the session is known, so a reload checks the code once, as the right viewer.
  const discount = useCartDiscount(items, loading ? null : (user?.id ?? ''));
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
  return <CartContext value={value}>{children}</CartContext>;
}
