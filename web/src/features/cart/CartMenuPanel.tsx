import { Link } from 'react-router-dom';
import { formatUsd } from '@rules/money';
import { buttonClass } from '../../components/button';
import { ProductImage } from '../../components/ProductImage';
import { TaxLabel } from '../../components/TaxLabel';
import { useCart } from './cart-context';

/** Spec: the dropdown lists at most 3 items, then '+N more items'. */
const PREVIEW_LIMIT = 3;

/** The header cart's dropdown, a chunk of its own that loads when the menu first opens. */
export default function CartMenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { items } = useCart();
  const count = items.length;
  const hidden = count - PREVIEW_LIMIT;
  return (
    <div
      id={id}
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
            onClick={onClose}
          >
            View Cart
          </Link>
        </>
      )}
    </div>
  );
}
