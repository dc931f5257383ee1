import { useId, useState } from 'react';
import type { ManagedProduct } from '@contracts/manage/products';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { useManagedProducts } from '../manage-products/api';

/**
 * Search the shop's products (the admin's product list, first page of matches) and pick one.
 * `exclude` leaves out products that make no sense for the action (already owned, already theirs).
 */
export function ProductPicker({
  label,
  value,
  onChange,
  exclude,
}: {
  label: string;
  value: ManagedProduct | undefined;
  onChange: (product: ManagedProduct | undefined) => void;
  exclude?: ReadonlySet<string>;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const products = useManagedProducts(search.trim());
  const options = (products.data?.pages.flatMap((page) => page.products) ?? []).filter(
    (product) => !exclude?.has(product.id),
  );
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row">
      <label className="min-w-0 flex-1">
        <span className={LABEL_CLASS}>{`Search products (${label})`}</span>
        <input
          type="search"
          className={FIELD_CLASS}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search products..."
        />
      </label>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={LABEL_CLASS}>
          {label}
        </label>
        <select
          id={id}
          className={FIELD_CLASS}
          value={value?.id ?? ''}
          onChange={(event) =>
            onChange(options.find((product) => product.id === event.target.value))
          }
        >
          <option value="">Choose a product</option>
          {options.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
              {product.seller ? ` – ${product.seller.name || product.seller.email}` : ''}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
