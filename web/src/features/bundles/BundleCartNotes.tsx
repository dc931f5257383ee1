import { formatCents } from '@rules/money';
import { ApiError } from '../../lib/api-client';
import type { CartItem } from '../cart/cart-context';
import type { useBundlePricedItems } from './bundle-cart';

type Quotes = ReturnType<typeof useBundlePricedItems>['quotes'];

/**
 * Under the cart's lines: for each bundle, its value, what the viewer saves and, for an owner
 * of some of its products, the lowered price; or the server's reason it cannot be bought.
 */
export function BundleCartNotes({ items, quotes }: { items: readonly CartItem[]; quotes: Quotes }) {
  const bundles = items.filter((item) => item.kind === 'bundle');
  if (bundles.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2" aria-label="Bundles in your cart">
      {bundles.map((item) => {
        const query = quotes.get(item.id);
        const quote = query?.data;
        const refusal = query?.error instanceof ApiError ? query.error.message : undefined;
        return (
          <li
            key={item.id}
            data-testid="bundle-cart-note"
            className="rounded-xl border border-indigo-100 bg-indigo-50 p-3 text-sm text-slate-800"
          >
            <p className="font-semibold text-slate-900">{item.name}</p>
            {refusal && (
              <p role="alert" className="mt-1 text-red-800">
                {refusal}
              </p>
            )}
            {quote && (
              <>
                <p className="mt-1">
                  Value {formatCents(quote.value_cents)}; you save{' '}
                  <strong>{formatCents(quote.saving_cents)}</strong>.
                </p>
                {quote.owned_product_ids.length > 0 && (
                  <p className="mt-1">
                    You already own {quote.owned_product_ids.length} of its products (
                    {formatCents(quote.owned_cents)}), so your price is{' '}
                    <strong>{formatCents(quote.price_cents)}</strong>.
                  </p>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
