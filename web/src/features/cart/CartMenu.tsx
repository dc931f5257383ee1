import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { CartIcon } from '../../components/icons-shell';
import { useCart } from './cart-context';

const CartMenuPanel = lazy(() => import('./CartMenuPanel'));

export function CartCountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1 text-[11px] leading-5 font-semibold text-white ring-2 ring-white">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function CartMenu() {
  const { items } = useCart();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const count = items.length;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass('ghost', 'icon', 'relative')}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <CartIcon className="size-5" />
        <CartCountBadge count={count} />
      </button>
      {open && (
        // The dropdown's code loads when it is first opened: no shopper needs it to see a page.
        <Suspense fallback={null}>
          <CartMenuPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The phone's top-bar cart: a link to /cart with the item count, so 'Add to Cart' shows
 * beyond its toast without opening the menu drawer.
 */
export function CartLink({ className = '' }: { className?: string }) {
  const { items } = useCart();
  const label = `Cart, ${items.length} ${items.length === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to="/cart"
      className={buttonClass('ghost', 'icon', `relative ${className}`)}
      aria-label={label}
    >
      <CartIcon className="size-6" />
      <CartCountBadge count={items.length} />
    </Link>
  );
}
