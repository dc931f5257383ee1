import { Link } from 'react-router-dom';
import { formatCents, formatUsd } from '@rules/money';
import { PlatformBadge } from '../../../components/Badge';
import { buttonClass } from '../../../components/button';
import { TrashIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/ProductImage';
import { bundlePath, productPath } from '../../../lib/paths';
import type { DiscountedLine } from '@rules/discounts';
import type { CartItem } from '../cart-storage';
import { TaxLabel } from '../../../components/TaxLabel';
import { AmountField } from '../../free-claims/AmountField';

interface CartItemListProps {
  items: readonly CartItem[];
  onRemove: (id: string) => void;
  /** A pay-what-you-want line's new amount (USD). */
  onAmount?: (id: string, price: number) => void;
  disabled?: boolean;
  /** The applied discount code's lines, by product id (prices as the server read them). */
  discounted?: ReadonlyMap<string, DiscountedLine>;
}

/** A line's price, struck through with its discounted price beside it when a code applies. */
function LinePrice({ item, line }: { item: CartItem; line: DiscountedLine | undefined }) {
  if (!line || line.discount_cents === 0) {
    return (
      <span className="font-semibold text-slate-900">
        {formatUsd(item.price)}
        <TaxLabel />
      </span>
    );
  }
  return (
    <span className="flex flex-col items-end">
      <s className="text-sm text-slate-500">
        <span className="sr-only">Was </span>
        {formatCents(line.subtotal_cents)}
      </s>
      <span className="font-semibold text-emerald-800">
        <span className="sr-only">Now </span>
        {formatCents(line.total_cents)}
        <TaxLabel />
      </span>
    </span>
  );
}

export function CartItemList({
  items,
  onRemove,
  onAmount,
  disabled = false,
  discounted,
}: CartItemListProps) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <li key={item.id} data-testid="cart-item" className="flex gap-4 p-4 sm:items-center">
          <ProductImage
            src={item.image_url}
            alt=""
            width={120}
            height={90}
            className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-slate-100 object-contain sm:w-30"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link
                to={item.kind === 'bundle' ? bundlePath(item.id) : productPath(item.id)}
                className="rounded font-semibold text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {item.name}
              </Link>
              {item.platform && (
                <div className="mt-1.5">
                  <PlatformBadge platform={item.platform} />
                </div>
              )}
            </div>
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              {typeof item.pwyw_minimum === 'number' && onAmount ? (
                <AmountField item={item} onAmount={onAmount} disabled={disabled} />
              ) : (
                <LinePrice item={item} line={discounted?.get(item.id)} />
              )}
              <button
                type="button"
                className={buttonClass(
                  'ghost',
                  'sm',
                  'text-red-700 hover:bg-red-50 hover:text-red-800',
                )}
                onClick={() => onRemove(item.id)}
                disabled={disabled}
                aria-label={`Remove ${item.name}`}
              >
                <TrashIcon className="size-4" />
                Remove
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
