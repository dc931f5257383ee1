/**
 * Products of the order refunded since it was paid: named, without downloads (their files answer
 * 'Purchase Required').
 */
export function RefundedProducts({
  products,
}: {
  products: readonly { id: string; name: string }[];
}) {
  if (products.length === 0) return null;
  return (
    <div
      data-testid="refunded-products"
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      <ul className="space-y-1">
        {products.map((product) => (
          <li key={product.id} className="font-medium text-slate-900">
            Refunded: {product.name}
          </li>
        ))}
      </ul>
      <p className="mt-2">Refunded products have no downloads.</p>
    </div>
  );
}
