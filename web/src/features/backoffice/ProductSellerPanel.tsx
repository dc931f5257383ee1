import { useId, useState } from 'react';
import type { ManagedProductDetail } from '@contracts/manage/products';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { useAssignSeller, useSellers } from './back-office-api';
import { ConfirmButton } from './ConfirmButton';

const SHOP = '';

/**
 * Admin only, on the product management screen: who sells the product, and a confirmed change
 * of seller (or back to the shop). The seller then manages it in their own area.
 */
export function ProductSellerPanel({ detail }: { detail: ManagedProductDetail }) {
  const { product } = detail;
  const id = useId();
  const sellers = useSellers();
  const assign = useAssignSeller();
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const selected = choice ?? product.seller_id ?? SHOP;
  const current = sellers.data?.sellers.find((seller) => seller.id === product.seller_id);
  const target = sellers.data?.sellers.find((seller) => seller.id === selected);
  const targetName = target ? `${target.name || target.email}` : 'the shop (no seller)';
  return (
    <section
      aria-labelledby="seller-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="seller-panel"
    >
      <h3 id="seller-heading" className="font-semibold text-slate-900">
        Seller
      </h3>
      <p className="mt-1 text-sm text-slate-600" data-testid="current-seller">
        {product.seller_id
          ? current
            ? `${current.name} (${current.email})${current.active ? '' : ' – deactivated'}`
            : 'Loading…'
          : 'Not assigned: the shop sells it.'}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className={LABEL_CLASS}>
            Assign to
          </label>
          <select
            id={id}
            className={FIELD_CLASS}
            value={selected}
            onChange={(event) => setChoice(event.target.value)}
            disabled={!sellers.data}
          >
            <option value={SHOP}>No seller (the shop)</option>
            {sellers.data?.sellers
              .filter((seller) => seller.active || seller.id === product.seller_id)
              .map((seller) => (
                <option key={seller.id} value={seller.id}>
                  {seller.name || seller.email} ({seller.email})
                </option>
              ))}
          </select>
        </div>
        <ConfirmButton
          label="Assign"
          title="Assign seller"
          description={`Assign ${product.name} to ${targetName}?`}
          disabled={selected === (product.seller_id ?? SHOP) || assign.isPending}
          success={`${product.name} assigned to ${targetName}`}
          onConfirm={() =>
            assign.mutateAsync({
              productId: product.id,
              revision: product.revision,
              sellerId: selected === SHOP ? null : selected,
            })
          }
        />
      </div>
    </section>
  );
}
