import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '@rules/money';
import { buttonClass } from '../../components/button';
import { CartIcon } from '../../components/icons-shell';
import { ProductImage } from '../../components/ProductImage';
import { useCart } from './cart-context';
import { TaxLabel } from '../../components/TaxLabel';

/** Spec: the dropdown lists at most 3 items, then '+N more items'. */
const PREVIEW_LIMIT = 3;

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
  const hidden = count - PREVIEW_LIMIT;

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
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          {count === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600">Your cart is empty</p>
          ) : (
            <>
              <ul className="divide-y divide-slate-100">
                {items.slice(0, PREVIEW_LIMIT).map((item) => (
                  <li key={item.id} className="flex items-center gap-3 py-2">
                    <ProductImage
                      src={item.image_url}
                      alt=""
                      width={48}
                      height={36}
                      className="aspect-[4/3] h-9 w-12 shrink-0 rounded bg-slate-100 object-contain"
                    />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                      {item.name}
                    </span>
                    <span className="text-sm text-slate-700">
                      {formatUsd(item.price)}
                      <TaxLabel />
                    </span>
                  </li>
                ))}
              </ul>
              {hidden > 0 && <p className="mt-1 text-sm text-slate-600">+{hidden} more items</p>}
              <Link
                to="/cart"
                className={buttonClass('primary', 'md', 'mt-3 w-full')}
                onClick={() => setOpen(false)}
              >
                View Cart
              </Link>
            </>
          )}
        </div>
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
