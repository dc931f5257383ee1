import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminUserDetail } from '@contracts/admin';
import type { ManagedProduct } from '@contracts/manage/products';
import { useAssignSeller } from '../backoffice/back-office-api';
import { ConfirmButton } from '../backoffice/ConfirmButton';
import { ProductPicker } from './ProductPicker';

/**
 * A seller's newest products on their user page (the server sends a bounded number), and
 * assigning more of the shop's products to them.
 */
export function SellerProductsPanel({ detail }: { detail: AdminUserDetail }) {
  const { user, seller } = detail;
  const assign = useAssignSeller();
  const [product, setProduct] = useState<ManagedProduct | undefined>(undefined);
  if (!seller) return null;
  const name = user.full_name || user.email;
  const theirs = new Set(detail.seller_products.map((item) => item.id));
  return (
    <section
      aria-labelledby="seller-products-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="seller-products-heading" className="font-semibold text-slate-900">
        {`Seller's products (${detail.seller_products.length}${
          detail.seller_products_truncated ? '+' : ''
        })`}
      </h2>
      {detail.seller_products_truncated && (
        <p className="text-sm text-slate-600">The newest are shown.</p>
      )}
      {!seller.active && (
        <p className="text-sm text-amber-800">
          The seller record is deactivated: make them a seller again to assign products.
        </p>
      )}
      {detail.seller_products.length === 0 ? (
        <p className="text-sm text-slate-600">No products yet.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="seller-products">
          {detail.seller_products.map((item) => (
            <li key={item.id}>
              <Link
                to={`/admin/products/${encodeURIComponent(item.id)}`}
                className="text-indigo-700 underline-offset-2 hover:underline"
              >
                {item.name}
              </Link>
              {!item.active && <span className="text-slate-500"> (inactive)</span>}
            </li>
          ))}
        </ul>
      )}
      {seller.active && (
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:items-end">
          <ProductPicker
            label="Product to assign"
            value={product}
            onChange={setProduct}
            exclude={theirs}
          />
          <ConfirmButton
            label="Assign product"
            title="Assign product"
            description={`Assign ${product?.name ?? 'this product'} to ${name}${
              product?.seller ? ` (now sold by ${product.seller.name || product.seller.email})` : ''
            }? They manage it in their seller area from then on.`}
            disabled={!product || assign.isPending}
            success={`${product?.name ?? 'Product'} assigned to ${name}`}
            onConfirm={async () => {
              if (!product) return;
              await assign.mutateAsync({
                productId: product.id,
                revision: product.revision,
                sellerId: seller.id,
              });
              setProduct(undefined);
            }}
          />
        </div>
      )}
    </section>
  );
}
