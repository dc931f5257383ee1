import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { ManagedProduct } from '@contracts/manage/products';
import { PlatformBadge } from '../../../components/Badge';
import { buttonClass } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/fields';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const RESULTS = 8;
/** Wait for a pause in typing before asking the server. */
const SEARCH_DELAY_MS = 250;

/**
 * A searchable list of the products the caller manages (an admin: every product), through the
 * back office's own product list; each result is a button that picks it.
 */
export function ProductPicker({
  excludedIds,
  disabled,
  onPick,
}: {
  excludedIds: ReadonlySet<string>;
  disabled: boolean;
  onPick: (product: ManagedProduct) => void;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    queryKey: queryKeys.manageProducts.picker(search),
    queryFn: ({ signal }) =>
      callApi('GET /api/manage/products', {
        query: { search: search || undefined, limit: RESULTS },
        signal,
      }),
  });
  const candidates = (results.data?.products ?? []).filter(
    (product) => !excludedIds.has(product.id),
  );

  return (
    <div className="mt-3">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        Find a product
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name or description"
        className={`${INPUT_CLASS} mt-1`}
      />
      <div aria-live="polite" className="mt-2">
        {results.isPending ? (
          <p className="text-sm text-slate-500">Searching...</p>
        ) : results.isError ? (
          <p className="text-sm text-red-700">Products could not be loaded.</p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-slate-500">No products to add.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="product-picker-results">
            {candidates.map((product) => (
              <li key={product.id} className="flex items-center gap-2 py-1.5">
                <span className="min-w-0 flex-1 truncate text-sm text-slate-900">
                  {product.name}
                </span>
                <PlatformBadge platform={product.platform} />
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Add ${product.name}`}
                  disabled={disabled}
                  onClick={() => onPick(product)}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
